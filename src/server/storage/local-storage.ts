import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { isUploadKey, type Storage } from './storage';

export const LOCAL_UPLOADS_PREFIX = '/uploads/';

/** Files under a folder on this machine, served by the app itself at /uploads/. */
export function createLocalStorage(dir: string): Storage {
  const fileOf = (key: string) => {
    if (!isUploadKey(key)) throw new Error(`not an upload key: ${key}`);
    return path.join(dir, ...key.split('/'));
  };
  return {
    localDir: dir,
    async put(key, bytes) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, bytes);
    },
    async read(key) {
      try {
        return await readFile(fileOf(key));
      } catch (error) {
        if ((error as { code?: unknown }).code === 'ENOENT') return null;
        throw error;
      }
    },
    async remove(key) {
      await rm(fileOf(key), { force: true });
    },
    urlOf: (key) => `${LOCAL_UPLOADS_PREFIX}${key}`,
    keyOf(url) {
      if (!url.startsWith(LOCAL_UPLOADS_PREFIX)) return null;
      const key = url.slice(LOCAL_UPLOADS_PREFIX.length);
      return isUploadKey(key) ? key : null;
    },
  };
}
