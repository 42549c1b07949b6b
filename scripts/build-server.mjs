// Bundles the server into dist/server: main.js, the entry, and the chunks it imports when it needs
// them (start.ts after the database began opening, a driver and the tables' definitions), and
// pglite-worker.js, the embedded database's thread (decision 38). A folder given as the argument
// gets the same bundle instead: the API tests start the server from one of their own
// (src/server/test/server-bundle.ts), as an operator runs it.
import { rmSync } from 'node:fs';
import { build } from 'esbuild';

// npm packages are bundled too: loading Fastify, zod and drizzle from hundreds of small files was a
// third of start-up. These stay in node_modules, because they find files beside their own code or
// load native code.
const UNBUNDLED_PACKAGES = [
  '@electric-sql/pglite', // its WebAssembly and file bundle
  '@node-rs/argon2', // native
  'sharp', // native
  'pg', // an optional native binding
  'pino', // transports start worker threads from files
  'pino-pretty',
  'thread-stream',
  // Loaded on first use, as CommonJS modules whose named exports a bundled dynamic import loses.
  '@zxcvbn-ts/core',
  '@zxcvbn-ts/language-common',
  // Fedify is built for Deno and Node alike: its Deno shims read __dirname, which a bundled ES module
  // lacks. Loaded on first use (docs/decisions/0071); Temporal with it, the one Fedify's own checks know.
  '@fedify/fedify',
  '@js-temporal/polyfill',
];

const outdir = process.argv[2] ?? 'dist/server';
// Chunk names carry a hash: an earlier build's chunks would otherwise pile up beside the new ones.
rmSync(outdir, { recursive: true, force: true });
await build({
  entryPoints: ['src/server/main.ts', 'src/server/db/pglite-worker.ts'],
  outdir,
  entryNames: '[name]',
  chunkNames: 'chunks/[name]-[hash]',
  bundle: true,
  splitting: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  external: UNBUNDLED_PACKAGES,
  // Bundled CommonJS packages call require() for Node's own modules, which an ES module lacks.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  sourcemap: true,
  tsconfig: 'src/server/tsconfig.json',
  logLevel: 'warning',
});
