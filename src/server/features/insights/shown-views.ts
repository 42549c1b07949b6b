import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { insightCounts, profiles } from '#server/db/schema/index';

/**
 * How many times a project was seen, for its page when its owner shows their views; null when they
 * do not (docs/decisions/0072-insights-without-cookies.md). One read: the owner's choice, and the
 * project's views of every day, a range of the figures' key.
 */
export async function shownProjectViews(db: Database, ownerId: string, projectId: string) {
  const [row] = await db
    .select({
      views: sql<
        number | null
      >`case when ${profiles.showsViews} then coalesce(sum(${insightCounts.count}), 0)::int end`,
    })
    .from(profiles)
    .leftJoin(
      insightCounts,
      and(
        eq(insightCounts.ownerId, profiles.userId),
        eq(insightCounts.measure, 'view'),
        eq(insightCounts.subjectKind, 'project'),
        eq(insightCounts.subjectId, projectId),
      ),
    )
    .where(eq(profiles.userId, ownerId))
    .groupBy(profiles.showsViews);
  return row?.views ?? null;
}
