import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openEmptyDatabase } from '#server/test/empty-database';
import { migrationsFolder, olderMigrationsFolder } from '#server/test/older-migrations';
import type { DatabaseHandle } from './client';

// A start skips the migrator when the database already has the newest migration; these check that
// a database behind is still migrated, on PGlite and (with TEST_DATABASE_URL) on PostgreSQL.

const cleanups: (() => Promise<void>)[] = [];

afterAll(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** How many migrations the database records as applied. */
async function appliedCount(database: DatabaseHandle) {
  const result = await database.db.execute(
    sql`select count(*)::int as "applied" from drizzle.__drizzle_migrations`,
  );
  return (result as unknown as { rows: { applied: number }[] }).rows[0]?.applied;
}

const committedCount = () =>
  (
    JSON.parse(readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
      entries: unknown[];
    }
  ).entries.length;

describe('migrating at start', () => {
  it('[OPERATOR] a database two releases behind gets the newer migrations, and the next start changes nothing', async () => {
    const database = await openEmptyDatabase(cleanups);
    expect(await database.migrate(olderMigrationsFolder(2, cleanups))).toBe(true);
    expect(await appliedCount(database)).toBe(committedCount() - 2);

    expect(await database.migrate(migrationsFolder)).toBe(true);
    expect(await appliedCount(database)).toBe(committedCount());

    // The start logs 'migrations applied' only when there were some.
    expect(await database.migrate(migrationsFolder)).toBe(false);
    expect(await appliedCount(database)).toBe(committedCount());
  });
});
