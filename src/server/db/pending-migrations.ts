import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/** Runs one statement and answers its rows; each driver (PGlite, node-postgres) supplies its own. */
export type QueryRows = (text: string) => Promise<Record<string, unknown>[]>;

// The part of drizzle-kit's meta/_journal.json that dates each committed migration.
const journalSchema = z.object({ entries: z.array(z.object({ when: z.number() })) });

/** When the newest committed migration was generated; drizzle records it as that migration's created_at. */
function newestMigrationMillis(migrationsFolder: string): number | undefined {
  const text = readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8');
  const { entries } = journalSchema.parse(JSON.parse(text));
  return entries.length > 0 ? Math.max(...entries.map((entry) => entry.when)) : undefined;
}

/**
 * True when the database lacks a committed migration. Drizzle's migrator applies every migration
 * generated after the newest one recorded in drizzle.__drizzle_migrations, so with the newest
 * committed one recorded it has nothing to run: the check costs two small reads where the migrator
 * would read and hash every file and run DDL and a transaction on each start.
 */
export async function hasPendingMigrations(query: QueryRows, migrationsFolder: string): Promise<boolean> {
  const newest = newestMigrationMillis(migrationsFolder);
  // Nothing committed: let the migrator do what it always did (create its own table).
  if (newest === undefined) return true;
  // A database never migrated has no table yet; selecting from it would fail.
  const [table] = await query(`select to_regclass('drizzle.__drizzle_migrations') is not null as "exists"`);
  if (table?.exists !== true) return true;
  // bigint arrives as a string from node-postgres and as a bigint from PGlite: text reads alike.
  const [row] = await query('select max(created_at)::text as "latest" from drizzle.__drizzle_migrations');
  const latest = typeof row?.latest === 'string' ? Number(row.latest) : undefined;
  return latest === undefined || latest < newest;
}
