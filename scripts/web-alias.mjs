import path from 'node:path';

// #web/... names a web module from anywhere. It is not in package.json "imports" with #server and
// #shared: that resolution adds no extension, and the web has both .ts and .tsx (tsconfig.base.json
// maps it for TypeScript). Used by vite.config.ts and vitest.config.ts.
export const webAlias = [
  { find: /^#web\//, replacement: `${path.resolve(import.meta.dirname, '../src/web')}/` },
];

// The app is written against React's API and drawn by Preact's compatibility layer, half React DOM's
// weight (docs/decisions/0076-public-pages-on-preact.md): for our code and every package bundled with
// it (React Router, TanStack Query, Radix...), in the browser, the server renderer and the unit
// tests. Exact matches, so no subpath falls through to React's own files.
export const reactOnPreact = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
];
