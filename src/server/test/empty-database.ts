import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase, type DatabaseHandle } from '#server/db/client';
import { createDatabaseFromTemplate } from './postgres-template';

/**
 * A database with no tables at all: a new PGlite directory, or (with TEST_DATABASE_URL) a new
 * database on the server. What closes and removes it is pushed onto `cleanups`, to run in reverse.
 */
export async function openEmptyDatabase(cleanups: (() => Promise<void>)[]): Promise<DatabaseHandle> {
  const postgresUrl = process.env.TEST_DATABASE_URL;
  if (postgresUrl) {
    const copy = await createDatabaseFromTemplate(postgresUrl, null);
    const database = await openDatabase({ databaseUrl: copy.url, dataDir: '' });
    cleanups.push(copy.drop, () => database.close());
    return database;
  }
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'atelier-empty-'));
  const database = await openDatabase({ dataDir });
  cleanups.push(
    async () => rmSync(dataDir, { recursive: true, force: true }),
    () => database.close(),
  );
  return database;
}
