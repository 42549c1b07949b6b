import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { type DatabaseHandle, pgliteDirectory } from './client';
import { lockDataDirectory } from './data-dir-lock';
import { makePrivate } from './data-dir-permissions';
import { RemotePglite } from './pglite-remote';

// Backups of the embedded database with PGlite's own tool (dumpDataDir): taken while the server runs,
// through `npm run admin -- backup`, and opened again with `npm run admin -- restore <file>` once it
// has stopped (docs/deploy.md). PostgreSQL has pg_dump and pg_restore instead.

/** `npm run admin -- backup` and `npm run admin -- restore <file>`. */
export type BackupCommand = { action: 'backup' } | { action: 'restore'; file: string };

type CommandResult = { ok: boolean; message: string };

export const backupsDirectory = (dataDir: string) => path.join(dataDir, 'backups');

// gzip's first two bytes: anything else is not a backup, and is refused before it is unpacked.
const GZIP_MAGIC = [0x1f, 0x8b];

/** A time for a file name, sorted as it reads and free of characters some systems refuse. */
const stamp = () => new Date().toISOString().replace(/[:.]/g, '-');

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/**
 * Writes a copy of the embedded database as it is now into DATA_DIR/backups, readable by the server's
 * user alone; the file appears under its name only once complete. Answers its path and size.
 */
export async function writeEmbeddedBackup(database: DatabaseHandle, dataDir: string) {
  if (!database.backup) throw new Error('only the embedded database is backed up by Atelier');
  const tarball = await database.backup();
  const directory = backupsDirectory(dataDir);
  mkdirSync(directory, { recursive: true, mode: 0o700 });
  const file = path.join(directory, `atelier-${stamp()}.tar.gz`);
  const partial = `${file}.partial`;
  await writeFile(partial, tarball, { mode: 0o600 });
  renameSync(partial, file);
  return { file, bytes: tarball.byteLength };
}

/**
 * Replaces the embedded database with a backup. Only while no server holds the data directory; the
 * backup is opened in a folder of its own first, so a file that is not a backup changes nothing, and
 * the database it replaces is kept beside it. Answers where that one went (none on a new machine).
 */
export async function restoreEmbeddedBackup(dataDir: string, file: string) {
  const release = lockDataDirectory(dataDir);
  const restoring = path.join(dataDir, `pglite-restoring-${stamp()}`);
  try {
    const tarball = new Uint8Array(await readFile(file));
    if (GZIP_MAGIC.some((byte, index) => tarball[index] !== byte)) {
      throw new Error(`${file} is not a backup of Atelier's embedded database (not gzip).`);
    }
    const restored = new RemotePglite(restoring, tarball);
    try {
      await restored.opened;
      await restored.query('select 1');
    } catch (error) {
      throw new Error(`${file} is not a backup of Atelier's embedded database: ${(error as Error).message}`);
    } finally {
      await restored.close().catch(() => undefined);
    }
    const current = pgliteDirectory(dataDir);
    const previous = existsSync(current) ? path.join(dataDir, `pglite-before-restore-${stamp()}`) : undefined;
    if (previous) renameSync(current, previous);
    renameSync(restoring, current);
    makePrivate(current);
    return { previous };
  } finally {
    rmSync(restoring, { recursive: true, force: true });
    release();
  }
}

/**
 * Runs a backup command: `backup` on the database given (the server's own, or one the command
 * opened), `restore` on a data directory no server holds. Answers what to tell the operator.
 */
export async function runBackupCommand(
  command: BackupCommand,
  context: { database?: DatabaseHandle; dataDir: string },
): Promise<CommandResult> {
  if (command.action === 'restore') {
    const { previous } = await restoreEmbeddedBackup(context.dataDir, command.file);
    return {
      ok: true,
      message:
        `Restored the embedded database from ${command.file}.` +
        (previous ? ` The one it replaced is kept in ${previous}.` : '') +
        ' Start the server: it applies any newer migrations.',
    };
  }
  if (!context.database?.backup) {
    return {
      ok: false,
      message:
        'Atelier backs up its embedded database only: back PostgreSQL up with pg_dump (docs/deploy.md).',
    };
  }
  const { file, bytes } = await writeEmbeddedBackup(context.database, context.dataDir);
  return { ok: true, message: `Backup written to ${file} (${megabytes(bytes)}).` };
}
