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
  const top = (measure: InsightMeasure) =>
    db
      .select({ name: insightCounts.dimension, count: total })
      .from(insightCounts)
      .where(ofMeasure(measure))
      .groupBy(insightCounts.dimension)
      .orderBy(desc(total), insightCounts.dimension)
      .limit(TOP);
  const [views, countedVisitors, liveVisitors, pages, referrers, sources, languages, funnel] =
    await Promise.all([
      db
        .select({ day: insightCounts.day, count: total })
        .from(insightCounts)
        .where(ofMeasure('view'))
        .groupBy(insightCounts.day),
      db
        .select({ day: insightCounts.day, count: total })
        .from(insightCounts)
        .where(and(ofMeasure('visitors'), eq(insightCounts.subjectKind, 'owner')))
        .groupBy(insightCounts.day),
      // The days whose visitors are not counted into the figures yet (rollup.ts).
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
      top('referrer'),
      top('source'),
      top('language'),
      readFunnel(db, ownerId, from, to),
    ]);
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
    referrers,
    sources,
    languages,
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
