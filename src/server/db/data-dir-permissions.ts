import { chmodSync, existsSync, lstatSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';

export class DataDirectoryPermissionError extends Error {}

/**
 * What Atelier keeps in its data directory: the embedded database, its backups, files, mail, its pid
 * and socket.
 */
const OWN_ENTRIES = ['pglite', 'backups', 'uploads', 'outbox', 'atelier.pid', 'admin.sock'];
// Read, write and search for the owner alone.
const OWNER_ONLY = 0o700;
const GROUP_AND_OTHERS = 0o077;

/**
 * Takes the group's and others' permissions off a file or folder, and off everything in a folder;
 * answers how many it changed.
 */
export function makePrivate(target: string): number {
  const stats = lstatSync(target);
  // A link is followed by nobody here: what it points to is not Atelier's to change.
  if (stats.isSymbolicLink()) return 0;
  let changed = 0;
  if ((stats.mode & GROUP_AND_OTHERS) !== 0) {
    chmodSync(target, stats.mode & OWNER_ONLY & 0o7777);
    changed += 1;
  }
  if (stats.isDirectory()) {
    for (const entry of readdirSync(target)) changed += makePrivate(path.join(target, entry));
  }
  return changed;
}

/**
 * The data directory holds the embedded database (password hashes included), uploads, private
 * screenshots and the mail outbox: no other user of the machine may read or change any of it. New
 * files are the server's alone through the process's umask (main.ts); a new directory is created
 * 0700. An existing one that others can enter (every install before this) is tightened, its own
 * entries with it, and the count is answered for the log; when that fails (files owned by another
 * user), the start is refused with the command to run.
 */
export function secureDataDirectory(dataDir: string): number {
  try {
    mkdirSync(dataDir, { recursive: true, mode: OWNER_ONLY });
    if ((lstatSync(dataDir).mode & GROUP_AND_OTHERS) === 0) return 0;
    chmodSync(dataDir, OWNER_ONLY);
    let changed = 1;
    for (const entry of OWN_ENTRIES) {
      const target = path.join(dataDir, entry);
      if (existsSync(target)) changed += makePrivate(target);
    }
    return changed;
  } catch (error) {
    throw new DataDirectoryPermissionError(
      `Other users of this machine can read the data directory ${dataDir}, and Atelier could not ` +
        `make it private (${(error as Error).message}). Run: chmod -R go-rwx ${dataDir}`,
    );
  }
}
