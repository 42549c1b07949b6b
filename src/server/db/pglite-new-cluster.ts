import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';

// A new embedded database starts as a copy of the cluster PGlite's initdb made the first time on this
// machine (docs/decisions/0063-a-new-embedded-database-from-a-copy.md): unpacking it takes a sixth
// of the CPU of running initdb again. These run on the embedded database's thread.

/** Whether the folder holds no database yet: PostgreSQL writes PG_VERSION first when it makes one. */
export const holdsNoCluster = (directory: string) => !existsSync(path.join(directory, 'PG_VERSION'));

/** How a database thread's PostgreSQL began: its folder, a backup, a new cluster's copy, or initdb. */
export type StartedFrom = 'folder' | 'backup' | 'copy' | 'initdb';

/**
 * Where the copy is kept: in node_modules/.cache beside PGlite (which the server needs anyway), named
 * by PGlite's version, whose initdb made it. `pgliteDist` is the folder PGlite's module resolves to.
 */
export function newClusterCopyPath(pgliteDist: string): string {
  const pgliteRoot = path.dirname(pgliteDist);
  const { version } = JSON.parse(readFileSync(path.join(pgliteRoot, 'package.json'), 'utf8')) as {
    version: string;
  };
  const nodeModules = path.resolve(pgliteRoot, '..', '..');
  return path.join(nodeModules, '.cache/atelier', `pglite-new-cluster-${version}.tar.gz`);
}

/** The copy, when one was kept; none on a machine's first new database, or where it cannot be read. */
export function readNewClusterCopy(file: string): Uint8Array<ArrayBuffer> | undefined {
  try {
    const bytes = readFileSync(file);
    return new Uint8Array(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
  } catch {
    return undefined;
  }
}

/**
 * Keeps a copy of a cluster initdb has just made, before anything is written into it. Best effort:
 * where node_modules cannot be written, each new database runs initdb as before. Processes side by
 * side (the two API passes) each rename a whole copy of their own into place.
 */
export async function keepNewClusterCopy(pg: PGlite, file: string): Promise<void> {
  try {
    const tarball = new Uint8Array(await (await pg.dumpDataDir('gzip')).arrayBuffer());
    mkdirSync(path.dirname(file), { recursive: true });
    const partial = `${file}.${process.pid}`;
    writeFileSync(partial, tarball, { mode: 0o600 });
    renameSync(partial, file);
  } catch {
    // A read-only install: nothing kept, nothing lost.
  }
}
