import { and, count, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Insights } from '#shared/schemas/insights';
import type { Database } from '#server/db/client';
import {
  conversationParticipants,
  conversations,
  follows,
  insightCounts,
  messages,
  profiles,
  serviceRequests,
  services,
} from '#server/db/schema/index';

const TOP = 10;
const total = sql<number>`sum(${insightCounts.count})::int`;

type ServiceFigures = Omit<Insights['funnel']['services'][number], 'title' | 'path'>;

/**
 * What a member's pages led to over the days `from`..`to` (UTC): their services' views and request
 * forms begun, as counted with the views; the requests, conversations begun by others and follows,
 * read from those rows themselves, so no write of theirs owes a count
 * (docs/decisions/0072-insights-without-cookies.md).
 */
export async function readFunnel(
  db: Database,
  ownerId: string,
  from: string,
  to: string,
): Promise<Insights['funnel']> {
  const since = new Date(`${from}T00:00:00Z`);
  const [counted, requested, [messaged], [followed]] = await Promise.all([
    db
      .select({ id: insightCounts.subjectId, measure: insightCounts.measure, count: total })
      .from(insightCounts)
      .where(
        and(
          eq(insightCounts.ownerId, ownerId),
          gte(insightCounts.day, from),
          lte(insightCounts.day, to),
          eq(insightCounts.subjectKind, 'service'),
          inArray(insightCounts.measure, ['view', 'requestFormOpened']),
        ),
      )
      .groupBy(insightCounts.subjectId, insightCounts.measure),
    db
      .select({ id: serviceRequests.serviceId, count: count() })
      .from(serviceRequests)
      .innerJoin(profiles, eq(profiles.id, serviceRequests.sellerProfileId))
      .where(and(eq(profiles.userId, ownerId), gte(serviceRequests.createdAt, since)))
      .groupBy(serviceRequests.serviceId),
    // A conversation someone else began: its first message is not the member's.
    db
      .select({ count: count() })
      .from(conversationParticipants)
      .innerJoin(conversations, eq(conversations.id, conversationParticipants.conversationId))
      .where(
        and(
          eq(conversationParticipants.userId, ownerId),
          gte(conversations.createdAt, since),
          sql`(select ${messages.senderId} from ${messages}
               where ${messages.conversationId} = ${conversations.id}
               order by ${messages.createdAt}, ${messages.id} limit 1) <> ${ownerId}`,
        ),
      ),
    db
      .select({ count: count() })
      .from(follows)
      .where(and(eq(follows.followingId, ownerId), gte(follows.createdAt, since))),
  ]);
  const figures = new Map<string, ServiceFigures>();
  const of = (id: string) => {
    let service = figures.get(id);
    if (!service) {
      service = { id, views: 0, requestFormsOpened: 0, requestsSent: 0 };
      figures.set(id, service);
    }
    return service;
  };
  for (const { id, measure, count: value } of counted)
    if (measure === 'view') of(id).views = value;
    else of(id).requestFormsOpened = value;
  for (const { id, count: value } of requested) of(id).requestsSent = value;
  const all = [...figures.values()];
  const sum = (figure: keyof Omit<ServiceFigures, 'id'>) => all.reduce((sum, row) => sum + row[figure], 0);
  const shown = all
    .sort((a, b) => b.views - a.views || b.requestsSent - a.requestsSent || a.id.localeCompare(b.id))
    .slice(0, TOP);
  return {
    serviceViews: sum('views'),
    requestFormsOpened: sum('requestFormsOpened'),
    requestsSent: sum('requestsSent'),
    messagesStarted: messaged?.count ?? 0,
    follows: followed?.count ?? 0,
    services: await withTitles(db, shown),
  };
}

/** The services with their titles, and their addresses while they are offered. */
async function withTitles(db: Database, shown: ServiceFigures[]): Promise<Insights['funnel']['services']> {
  if (shown.length === 0) return [];
  const rows = await db
    .select({ id: services.id, title: services.title, active: services.active })
    .from(services)
    .where(
      inArray(
        services.id,
        shown.map(({ id }) => id),
      ),
    );
  const serviceOf = new Map(rows.map((row) => [row.id, row]));
  return shown.map((figures) => {
    const service = serviceOf.get(figures.id);
    return {
      ...figures,
      title: service?.title ?? null,
      path: service?.active ? `/services/${figures.id}` : null,
    };
  });
}
