import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type * as Esbuild from 'esbuild';
import { findAppRoot } from '#server/app-root';

const runningFromSource = import.meta.url.endsWith('.ts');
let bundledFromSource: string | undefined;

/**
 * The file the embedded database's thread runs: the build's pglite-worker.js, or from src (tsx,
 * vitest) the TypeScript module bundled as the build bundles it (scripts/build-server.mjs), once
 * per process, into node_modules/.cache, where its packages resolve. A thread that registered tsx
 * for itself started a module loader of its own each time: half a second, and a second of CPU, of
 * every database a test opened.
 */
export function pgliteWorkerScript(): string {
  if (!runningFromSource) return workerBesideTheBundle();
  if (bundledFromSource) return bundledFromSource;
  const appRoot = findAppRoot();
  // esbuild is a tool of development, present wherever src runs; the build never reaches here.
  const { buildSync } = createRequire(import.meta.url)('esbuild') as typeof Esbuild;
  const [output] = buildSync({
    entryPoints: [path.join(appRoot, 'src/server/db/pglite-worker.ts')],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    write: false,
    logLevel: 'warning',
  }).outputFiles;
  if (!output) throw new Error('esbuild made no pglite worker');
  // Named by its content: processes running side by side (the two API passes) write the same file,
  // each whole, by renaming its own copy into place.
  const hash = createHash('sha256').update(output.contents).digest('hex').slice(0, 16);
  const folder = path.join(appRoot, 'node_modules/.cache/atelier');
  const file = path.join(folder, `pglite-worker-${hash}.mjs`);
  if (!existsSync(file)) {
    mkdirSync(folder, { recursive: true });
    const partial = `${file}.${process.pid}`;
    writeFileSync(partial, output.contents);
    renameSync(partial, file);
  }
  bundledFromSource = file;
  return file;
}

/**
 * The bundle's pglite-worker.js, beside main.js in whichever folder the bundle was built into
 * (dist/server, or the API tests' own): this code runs from main.js or from one of its chunks, a
 * folder below (scripts/build-server.mjs).
 */
function workerBesideTheBundle(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [here, path.dirname(here)].map((folder) => path.join(folder, 'pglite-worker.js'));
  const found = candidates.find((file) => existsSync(file));
  if (!found) throw new Error(`The bundle's pglite-worker.js is in none of ${candidates.join(', ')}`);
  return found;
}
