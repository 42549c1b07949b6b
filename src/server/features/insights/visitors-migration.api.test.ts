import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createUser } from '#server/seed/factories';
import { openEmptyDatabase } from '#server/test/empty-database';
import { migrationsFolder, olderMigrationsFolder } from '#server/test/older-migrations';

// docs/decisions/0072-insights-without-cookies.md: visitors are counted as their hashes are stored;
// the hashes an older release kept uncounted are counted once as the database is upgraded.

describe('counting the visitors kept by an older release', () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  it('[OPERATOR] adds each day’s stored hashes to its figure once, and leaves the days counted before as they were', async () => {
    const database = await openEmptyDatabase(cleanups);
    await database.migrate(olderMigrationsFolder('0042_count_visitors_as_stored', cleanups));
    const { id: ownerId } = await createUser(database.db);
    await database.db.execute(sql`
      insert into insight_counts (owner_id, day, subject_kind, subject_id, measure, dimension, count) values
        (${ownerId}, '2026-11-28', 'owner', ${ownerId}, 'visitors', '', 12),
        (${ownerId}, '2026-11-29', 'owner', ${ownerId}, 'view', '', 40)`);
    await database.db.execute(sql`
      insert into insight_visitors (owner_id, day, visitor)
      select ${ownerId}, day::date, decode(md5(day || visitor), 'hex')
      from (values ('2026-11-29'), ('2026-11-30')) as days(day), generate_series(1, 3) as visitor
      where day = '2026-11-29' or visitor = 1`);

    await database.migrate(migrationsFolder);
    const { rows } = (await database.db.execute(
      sql`select day::text, measure, count::int from insight_counts order by day, measure`,
    )) as unknown as { rows: { day: string; measure: string; count: number }[] };
    expect(rows).toEqual([
      { day: '2026-11-28', measure: 'visitors', count: 12 },
      { day: '2026-11-29', measure: 'view', count: 40 },
      { day: '2026-11-29', measure: 'visitors', count: 3 },
      { day: '2026-11-30', measure: 'visitors', count: 1 },
    ]);
  });
});
