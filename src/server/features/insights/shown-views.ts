import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { insightCounts, profiles } from '#server/db/schema/index';

/**
 * How many times a project was seen, for its page when its owner shows their views; null when they
 * do not (docs/decisions/0072-insights-without-cookies.md). One read on every project page: the sum
 * is a subquery of the CASE, so PostgreSQL runs it only for an owner who shows their views.
 */
export async function shownProjectViews(db: Database, ownerId: string, projectId: string) {
  const projectViews = db
    .select({ views: sql`coalesce(sum(${insightCounts.count}), 0)::int` })
    .from(insightCounts)
    .where(
      and(
        eq(insightCounts.ownerId, ownerId),
        eq(insightCounts.measure, 'view'),
        eq(insightCounts.subjectKind, 'project'),
        eq(insightCounts.subjectId, projectId),
      ),
    );
  const [row] = await db
    .select({ views: sql<number | null>`case when ${profiles.showsViews} then (${projectViews}) end` })
    .from(profiles)
    .where(eq(profiles.userId, ownerId));
  return row?.views ?? null;
}
