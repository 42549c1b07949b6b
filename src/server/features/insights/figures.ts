import { and, desc, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { Insights } from '#shared/schemas/insights';
import type { Database } from '#server/db/client';
import { readFunnel } from './funnel';
import { insightCounts, profiles, projects, services, type InsightMeasure } from '#server/db/schema/index';

const TOP = 10;
const DAY_MS = 24 * 60 * 60 * 1000;
const dayOf = (time: number) => new Date(time).toISOString().slice(0, 10);
const total = sql<number>`sum(${insightCounts.count})::int`;

/**
 * A member's insights over the last `days` days (UTC, today included), each figure one grouped
 * read of `insight_counts` by the member's key (docs/decisions/0072-insights-without-cookies.md).
 * Those reads are prepared with the empty name, planned for each member: one seen a million times
 * has a thousand times the rows of most, and the plan made once for all members (decision 75) sorted
 * five thousand rows by text where a plan for theirs hashes them (docs/performance.md, Insights).
 */
export async function readInsights(
  db: Database,
  ownerId: string,
  days: number,
  now = new Date(),
): Promise<Insights> {
  const to = dayOf(now.getTime());
  const from = dayOf(now.getTime() - (days - 1) * DAY_MS);
  const inPeriod = and(
    eq(insightCounts.ownerId, ownerId),
    gte(insightCounts.day, from),
    lte(insightCounts.day, to),
  );
  const ofMeasure = (measure: InsightMeasure) => and(inPeriod, eq(insightCounts.measure, measure));
  // Where visits came from and in which language, the ten largest of each in one read.
  const ranked = db.$with('ranked').as(
    db
      .select({
        measure: insightCounts.measure,
        name: insightCounts.dimension,
        count: total.as('count'),
        rank: sql<number>`row_number() over (partition by ${insightCounts.measure} order by sum(${insightCounts.count}) desc, ${insightCounts.dimension})`.as(
          'rank',
        ),
      })
      .from(insightCounts)
      .where(and(inPeriod, inArray(insightCounts.measure, ['referrer', 'source', 'language'])))
      .groupBy(insightCounts.measure, insightCounts.dimension),
  );
  const [byDay, pages, tops, funnel] = await Promise.all([
    // Each day's views and visitors, the latter counted as they are stored (counter.ts).
    db
      .select({ day: insightCounts.day, measure: insightCounts.measure, count: total })
      .from(insightCounts)
      .where(and(inPeriod, inArray(insightCounts.measure, ['view', 'visitors'])))
      .groupBy(insightCounts.day, insightCounts.measure)
      .prepare('')
      .execute(),
    readTopPages(db, ownerId, ofMeasure('view')),
    db
      .with(ranked)
      .select({ measure: ranked.measure, name: ranked.name, count: ranked.count })
      .from(ranked)
      .where(lte(ranked.rank, TOP))
      .orderBy(ranked.measure, ranked.rank)
      .prepare('')
      .execute(),
    readFunnel(db, ownerId, from, to),
  ]);
  const topOf = (measure: InsightMeasure) =>
    tops.filter((row) => row.measure === measure).map(({ name, count }) => ({ name, count }));
  const on = (measure: InsightMeasure) =>
    new Map(byDay.filter((row) => row.measure === measure).map(({ day, count }) => [day, count]));
  const viewsOn = on('view');
  const visitorsOn = on('visitors');
  const daily = Array.from({ length: days }, (_, index) => {
    const day = dayOf(now.getTime() - (days - 1 - index) * DAY_MS);
    return { day, views: viewsOn.get(day) ?? 0, visitors: visitorsOn.get(day) ?? 0 };
  });
  return {
    from,
    to,
    daily,
    totals: {
      views: daily.reduce((sum, { views }) => sum + views, 0),
      visitors: daily.reduce((sum, { visitors }) => sum + visitors, 0),
    },
    pages,
    referrers: topOf('referrer'),
    sources: topOf('source'),
    languages: topOf('language'),
    funnel,
  };
}

/**
 * The pages seen most with their titles and addresses, in one read; a page gone keeps its figures,
 * untitled.
 */
async function readTopPages(db: Database, ownerId: string, viewsOfOwner: SQL | undefined) {
  const top = db
    .select({ kind: insightCounts.subjectKind, id: insightCounts.subjectId, views: total.as('views') })
    .from(insightCounts)
    .where(viewsOfOwner)
    .groupBy(insightCounts.subjectKind, insightCounts.subjectId)
    .orderBy(desc(total), insightCounts.subjectId)
    .limit(TOP)
    .as('top');
  const rows = await db
    .select({
      kind: top.kind,
      id: top.id,
      views: top.views,
      handle: profiles.handle,
      name: profiles.displayName,
      projectTitle: projects.title,
      slug: projects.slug,
      published: projects.published,
      serviceTitle: services.title,
      active: services.active,
    })
    .from(top)
    .leftJoin(profiles, eq(profiles.userId, ownerId))
    .leftJoin(projects, and(eq(top.kind, 'project'), eq(projects.id, top.id)))
    .leftJoin(services, and(eq(top.kind, 'service'), eq(services.id, top.id)))
    .orderBy(desc(top.views), top.id)
    .prepare('')
    .execute();
  return rows.flatMap((row): Insights['pages'] => {
    const { kind, id, views, handle } = row;
    switch (kind) {
      case 'profile':
        return [{ kind, id, views, title: row.name ?? handle, path: handle && `/${handle}` }];
      case 'project':
        return [
          {
            kind,
            id,
            views,
            title: row.projectTitle,
            path: row.published && handle ? `/${handle}/${row.slug}` : null,
          },
        ];
      case 'service':
        return [{ kind, id, views, title: row.serviceTitle, path: row.active ? `/services/${id}` : null }];
      case 'owner':
        return [];
    }
  });
}
