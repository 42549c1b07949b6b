import { and, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Insights } from '#shared/schemas/insights';
import type { Database } from '#server/db/client';
import { readFunnel } from './funnel';
import {
  insightCounts,
  insightVisitors,
  profiles,
  projects,
  services,
  type InsightMeasure,
} from '#server/db/schema/index';

const TOP = 10;
const DAY_MS = 24 * 60 * 60 * 1000;
const dayOf = (time: number) => new Date(time).toISOString().slice(0, 10);
const total = sql<number>`sum(${insightCounts.count})::int`;

/**
 * A member's insights over the last `days` days (UTC, today included), each figure one grouped
 * read of `insight_counts` by the member's key (docs/decisions/0072-insights-without-cookies.md).
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
  const [byDay, liveVisitors, pages, tops, funnel] = await Promise.all([
    // Each day's views and, once counted (rollup.ts), its visitors.
    db
      .select({ day: insightCounts.day, measure: insightCounts.measure, count: total })
      .from(insightCounts)
      .where(and(inPeriod, inArray(insightCounts.measure, ['view', 'visitors'])))
      .groupBy(insightCounts.day, insightCounts.measure),
    // The days whose visitors are not counted into the figures yet.
    db
      .select({ day: insightVisitors.day, count: sql<number>`count(*)::int` })
      .from(insightVisitors)
      .where(
        and(
          eq(insightVisitors.ownerId, ownerId),
          gte(insightVisitors.day, from),
          lte(insightVisitors.day, to),
        ),
      )
      .groupBy(insightVisitors.day),
    db
      .select({ kind: insightCounts.subjectKind, id: insightCounts.subjectId, views: total })
      .from(insightCounts)
      .where(ofMeasure('view'))
      .groupBy(insightCounts.subjectKind, insightCounts.subjectId)
      .orderBy(desc(total), insightCounts.subjectId)
      .limit(TOP),
    db
      .with(ranked)
      .select({ measure: ranked.measure, name: ranked.name, count: ranked.count })
      .from(ranked)
      .where(lte(ranked.rank, TOP))
      .orderBy(ranked.measure, ranked.rank),
    readFunnel(db, ownerId, from, to),
  ]);
  const topOf = (measure: InsightMeasure) =>
    tops.filter((row) => row.measure === measure).map(({ name, count }) => ({ name, count }));
  const views = byDay.filter(({ measure }) => measure === 'view');
  const countedVisitors = byDay.filter(({ measure }) => measure === 'visitors');
  const viewsOn = new Map(views.map(({ day, count }) => [day, count]));
  const visitorsOn = new Map<string, number>();
  for (const { day, count } of [...countedVisitors, ...liveVisitors])
    visitorsOn.set(day, (visitorsOn.get(day) ?? 0) + count);
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
    pages: await namedPages(db, ownerId, pages),
    referrers: topOf('referrer'),
    sources: topOf('source'),
    languages: topOf('language'),
    funnel,
  };
}

type PageFigure = { kind: 'owner' | 'profile' | 'project' | 'service'; id: string; views: number };

/** The pages with their titles and addresses, read together; a page gone keeps its figures, untitled. */
async function namedPages(db: Database, ownerId: string, pages: PageFigure[]): Promise<Insights['pages']> {
  const idsOf = (kind: PageFigure['kind']) => pages.filter((page) => page.kind === kind).map(({ id }) => id);
  const projectIds = idsOf('project');
  const serviceIds = idsOf('service');
  const [[owner], projectRows, serviceRows] = await Promise.all([
    db
      .select({ handle: profiles.handle, name: profiles.displayName })
      .from(profiles)
      .where(eq(profiles.userId, ownerId)),
    projectIds.length === 0
      ? []
      : db
          .select({
            id: projects.id,
            title: projects.title,
            slug: projects.slug,
            published: projects.published,
          })
          .from(projects)
          .where(inArray(projects.id, projectIds)),
    serviceIds.length === 0
      ? []
      : db
          .select({ id: services.id, title: services.title, active: services.active })
          .from(services)
          .where(inArray(services.id, serviceIds)),
  ]);
  const handle = owner?.handle ?? null;
  const projectOf = new Map(projectRows.map((row) => [row.id, row]));
  const serviceOf = new Map(serviceRows.map((row) => [row.id, row]));
  return pages.flatMap(({ kind, id, views }): Insights['pages'] => {
    switch (kind) {
      case 'profile':
        return [{ kind, id, views, title: owner?.name ?? handle, path: handle && `/${handle}` }];
      case 'project': {
        const project = projectOf.get(id);
        const shown = project?.published && handle;
        return [
          {
            kind,
            id,
            views,
            title: project?.title ?? null,
            path: shown ? `/${handle}/${project.slug}` : null,
          },
        ];
      }
      case 'service': {
        const service = serviceOf.get(id);
        return [
          {
            kind,
            id,
            views,
            title: service?.title ?? null,
            path: service?.active ? `/services/${id}` : null,
          },
        ];
      }
      case 'owner':
        return [];
    }
  });
}
