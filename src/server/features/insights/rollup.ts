import { lt, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { insightSalts } from '#server/db/schema/index';

/**
 * Counts each finished day's visitors into its figures and deletes their hashes, in one statement,
 * so two processes' sweeps never count a visitor twice; a day is finished once the next is over
 * too, so a process's last views of it, written up to ten seconds late, are in. Then deletes the
 * salts of days gone by: no hash can be made again (docs/decisions/0072).
 */
export async function rollUpInsightVisitors(db: Database, now = new Date()) {
  const today = now.toISOString().slice(0, 10);
  await db.execute(sql`
    with gone as (
      delete from insight_visitors where day < ${today}::date - 1 returning owner_id, day
    )
    insert into insight_counts (owner_id, day, subject_kind, subject_id, measure, dimension, count)
    select owner_id, day, 'owner', owner_id, 'visitors', '', count(*) from gone group by owner_id, day
    on conflict (owner_id, day, subject_kind, subject_id, measure, dimension)
    do update set count = insight_counts.count + excluded.count`);
  await db.delete(insightSalts).where(lt(insightSalts.day, today));
}
