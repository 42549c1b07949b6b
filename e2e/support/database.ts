import { afterAll, beforeAll, inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '#server/db/client';

/** The database the server under test uses, for setting up what only staff tools could (bans, warnings). */
export function useDatabase() {
  let handle: DatabaseHandle | undefined;
  beforeAll(async () => {
    handle = await openDatabase({ databaseUrl: inject('databaseUrl'), dataDir: '' });
  });
  afterAll(async () => {
    await handle?.close();
  });
  return () => {
    if (!handle) throw new Error('database not open yet');
    return handle.db;
  };
}
