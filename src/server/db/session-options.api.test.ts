import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openEmptyDatabase } from '#server/test/empty-database';

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

// POSTGRES_SESSION_OPTIONS: every connection of the pool runs without parallel workers (PGlite has
// none to start).
describe.runIf(process.env.TEST_DATABASE_URL)('PostgreSQL sessions', () => {
  it('start no parallel workers, on every connection of the pool', async () => {
    const { db } = await openEmptyDatabase(cleanups);
    const settings = await Promise.all(
      Array.from({ length: 4 }, () =>
        db.execute(
          sql`select current_setting('max_parallel_workers_per_gather') as "workers", pg_sleep(0.05)`,
        ),
      ),
    );
    for (const result of settings) {
      expect((result as unknown as { rows: { workers: string }[] }).rows[0]?.workers).toBe('0');
    }
  });
});
