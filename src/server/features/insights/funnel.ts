import { and, eq, gte, inArray, lte, sql } from 'drizzle-orm';
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
  const [services, [others]] = await Promise.all([
    readServiceFigures(db, ownerId, from, to, since),
    readOthersMoves(db, ownerId, since),
  ]);
  const sum = (figure: 'views' | 'requestFormsOpened' | 'requestsSent') =>
    services.reduce((sum, row) => sum + row[figure], 0);
  return {
    serviceViews: sum('views'),
    requestFormsOpened: sum('requestFormsOpened'),
    requestsSent: sum('requestsSent'),
    messagesStarted: others?.messagesStarted ?? 0,
    follows: others?.follows ?? 0,
    services: services
      .sort((a, b) => b.views - a.views || b.requestsSent - a.requestsSent || a.id.localeCompare(b.id))
      .slice(0, TOP),
  };
}

/**
 * Each of the member's services that was seen or asked for: its views and request forms begun, as
 * counted, its requests, and its title and address while it is offered, in one read.
 */
async function readServiceFigures(
  db: Database,
  ownerId: string,
  from: string,
  to: string,
  since: Date,
): Promise<Insights['funnel']['services']> {
  const counted = db
    .select({
      id: insightCounts.subjectId,
      views:
        sql<number>`coalesce(sum(${insightCounts.count}) filter (where ${insightCounts.measure} = 'view'), 0)::int`.as(
          'views',
        ),
      forms:
        sql<number>`coalesce(sum(${insightCounts.count}) filter (where ${insightCounts.measure} = 'requestFormOpened'), 0)::int`.as(
          'forms',
        ),
    })
    .from(insightCounts)
    .where(
      and(
        eq(insightCounts.ownerId, ownerId),
        inArray(insightCounts.measure, ['view', 'requestFormOpened']),
        gte(insightCounts.day, from),
        lte(insightCounts.day, to),
        eq(insightCounts.subjectKind, 'service'),
      ),
    )
    .groupBy(insightCounts.subjectId)
    .as('counted');
  const requested = db
    .select({ id: serviceRequests.serviceId, requests: sql<number>`count(*)::int`.as('requests') })
    .from(serviceRequests)
    .innerJoin(profiles, eq(profiles.id, serviceRequests.sellerProfileId))
    .where(and(eq(profiles.userId, ownerId), gte(serviceRequests.createdAt, since)))
    .groupBy(serviceRequests.serviceId)
    .as('requested');
  const id = sql<string>`coalesce(${counted.id}, ${requested.id})`;
  const rows = await db
    .select({
      id,
      views: sql<number>`coalesce(${counted.views}, 0)`,
      requestFormsOpened: sql<number>`coalesce(${counted.forms}, 0)`,
      requestsSent: sql<number>`coalesce(${requested.requests}, 0)`,
      title: services.title,
      active: services.active,
    })
    .from(counted)
    .fullJoin(requested, eq(requested.id, counted.id))
    .leftJoin(services, eq(services.id, id))
    // Planned for each member, as the other reads of their figures are (figures.ts).
    .prepare('')
    .execute();
  return rows.map(({ active, ...figures }) => ({
    ...figures,
    path: active ? `/services/${figures.id}` : null,
  }));
}

/** The conversations others began with the member and the follows they got, in one read. */
async function readOthersMoves(db: Database, ownerId: string, since: Date) {
  // A conversation someone else began: its first message is not the member's.
  const begunByOthers = db
    .select({ count: sql`count(*)::int` })
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
    );
  const followed = db
    .select({ count: sql`count(*)::int` })
    .from(follows)
    .where(and(eq(follows.followingId, ownerId), gte(follows.createdAt, since)));
  const found = (await db.execute(
    sql`select (${begunByOthers}) as "messagesStarted", (${followed}) as "follows"`,
  )) as unknown as { rows: { messagesStarted: number; follows: number }[] };
  return found.rows;
}
