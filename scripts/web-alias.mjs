import path from 'node:path';

// #web/... names a web module from anywhere. It is not in package.json "imports" with #server and
// #shared: that resolution adds no extension, and the web has both .ts and .tsx (tsconfig.base.json
// maps it for TypeScript). Used by vite.config.ts and vitest.config.ts.
export const webAlias = [
  { find: /^#web\//, replacement: `${path.resolve(import.meta.dirname, '../src/web')}/` },
];
