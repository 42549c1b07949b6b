// Bundles the server into dist/server: main.js, the entry, and the chunks it imports when it needs
// them (start.ts after the database began opening, a driver and the tables' definitions). npm
// packages stay external and load from node_modules.
import { rmSync } from 'node:fs';
import { build } from 'esbuild';

// Chunk names carry a hash: an earlier build's chunks would otherwise pile up beside the new ones.
rmSync('dist/server', { recursive: true, force: true });
await build({
  entryPoints: ['src/server/main.ts'],
  outdir: 'dist/server',
  entryNames: '[name]',
  chunkNames: 'chunks/[name]-[hash]',
  bundle: true,
  splitting: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  tsconfig: 'src/server/tsconfig.json',
  logLevel: 'warning',
});
