import { mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export class DataDirectoryInUseError extends Error {}

const LOCK_FILE = 'atelier.pid';

function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readLockOwner(lockPath: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(lockPath, 'utf8'), 10);
    return Number.isFinite(pid) ? pid : undefined;
  } catch {
    return undefined;
  }
}

/**
 * PGlite has no lock of its own and two processes on one data directory corrupt it, so the first
 * process claims the directory with a pid file created exclusively; a file left by a dead process is
 * taken over. Returns the function that releases the claim.
 */
export function lockDataDirectory(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, LOCK_FILE);
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      writeFileSync(lockPath, String(process.pid), { flag: 'wx' });
      return () => {
        if (readLockOwner(lockPath) === process.pid) unlinkSync(lockPath);
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = readLockOwner(lockPath);
      if (owner !== undefined && isProcessAlive(owner)) {
        throw new DataDirectoryInUseError(
          `The data directory ${dataDir} is already in use by another Atelier process (pid ${owner}). ` +
            'Stop that process first, or set DATA_DIR to another folder.',
        );
      }
      unlinkSync(lockPath);
    }
  }
  throw new DataDirectoryInUseError(`Could not claim the data directory ${dataDir}; try again.`);
}
