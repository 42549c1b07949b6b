// 'react' in the unit tests: Preact's compatibility layer, as in the app (scripts/web-alias.mjs),
// with React's `act`, which the tests and Testing Library take from 'react' and Preact keeps in its
// test utilities.
export * from 'preact/compat';
export { default } from 'preact/compat';
export { act } from 'preact/test-utils';
