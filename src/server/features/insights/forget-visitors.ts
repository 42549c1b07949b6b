import { lt, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { insightSalts, insightVisitors } from '#server/db/schema/index';

/**
 * Deletes the visitors' hashes of finished days, each already counted into its day's figures as it
 * was stored (counter.ts); a day is finished once the next is over too, so a process's last views
 * of it, written up to ten seconds late, still find its hashes. Then deletes the salts of days gone
 * by: no hash can be made again (docs/decisions/0072-insights-without-cookies.md).
 */
export async function forgetInsightVisitors(db: Database, now = new Date()) {
  const today = now.toISOString().slice(0, 10);
  await db.delete(insightVisitors).where(lt(insightVisitors.day, sql`${today}::date - 1`));
  await db.delete(insightSalts).where(lt(insightSalts.day, today));
}
