import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { RequestWorkspace } from '#shared/schemas/request-workspace';
import type { Database } from '#server/db/client';
import type { PageCursor } from '#server/db/pagination';
import { profiles, requestQuotes, serviceRequests, serviceReviews, services } from '#server/db/schema/index';
import type { Actor } from '#server/policy/audit-log';
import { listEntries, loadQuotes } from './entries';
import { blockBetweenSides, readAs, type Access, type RequestStatus } from './parties';

const requesterProfile = alias(profiles, 'requester_profile');
const sellerProfile = alias(profiles, 'seller_profile');

type ProfileColumns = { handle: string | null; displayName: string | null; avatarUrl: string | null };

// A profile without a handle (onboarding unfinished) shows as nobody, as a gone one does.
const personOf = (profile: ProfileColumns | null) =>
  profile?.handle
    ? { handle: profile.handle, displayName: profile.displayName, avatarUrl: profile.avatarUrl }
    : null;

const profileColumns = (table: typeof requesterProfile | typeof sellerProfile) => ({
  handle: table.handle,
  displayName: table.displayName,
  avatarUrl: table.avatarUrl,
});

/** The quote waiting for an answer, else the agreed one, else none. */
async function currentQuote(db: Database, requestId: string) {
  const [current] = await db
    .select({ id: requestQuotes.id })
    .from(requestQuotes)
    .where(
      and(eq(requestQuotes.requestId, requestId), inArray(requestQuotes.status, ['proposed', 'accepted'])),
    )
    .orderBy(desc(sql`${requestQuotes.status} = 'proposed'`))
    .limit(1);
  return current ? ((await loadQuotes(db, [current.id])).get(current.id) ?? null) : null;
}

async function readWorkspace(db: Database, viewerId: string, { viewer, parties }: Access) {
  const [[row], quote, entries] = await Promise.all([
    db
      .select({
        request: serviceRequests,
        service: {
          id: services.id,
          title: services.title,
          price: services.priceAmount,
          currency: services.currency,
        },
        requester: profileColumns(requesterProfile),
        seller: profileColumns(sellerProfile),
        reviewId: serviceReviews.id,
      })
      .from(serviceRequests)
      .innerJoin(services, eq(services.id, serviceRequests.serviceId))
      .leftJoin(requesterProfile, eq(requesterProfile.userId, serviceRequests.requesterId))
      .leftJoin(sellerProfile, eq(sellerProfile.id, serviceRequests.sellerProfileId))
      .leftJoin(serviceReviews, eq(serviceReviews.serviceRequestId, serviceRequests.id))
      .where(eq(serviceRequests.id, parties.id)),
    currentQuote(db, parties.id),
    listEntries(db, viewerId, parties.id, undefined),
  ]);
  if (!row) throw new Error('request vanished while read');
  const { request } = row;
  const workspace: RequestWorkspace = {
    id: request.id,
    viewer,
    service: row.service,
    status: request.status as RequestStatus,
    description: request.description,
    budget: request.budget,
    deadline: request.deadline,
    contact: {
      method: request.selectedContactMethod,
      info: request.contactInfo,
      paymentMethod: request.selectedPaymentMethod,
    },
    createdAt: request.createdAt.toISOString(),
    revisionCount: request.revisionCount,
    requester: personOf(row.requester),
    seller: personOf(row.seller),
    quote,
    reviewId: row.reviewId,
    writeRefusal: viewer === 'staff' ? 'staffReadOnly' : blockBetweenSides(parties) ? 'blocked' : null,
    entries,
  };
  return workspace;
}

/**
 * GET /api/service-requests/{id}: the brief, the status, the quote and the thread's newest page in
 * one read, for its two sides, and for staff on a report (audited); 404 for anyone else.
 */
export async function getWorkspace(db: Database, actor: Actor, requestId: string): Promise<RequestWorkspace> {
  return readAs(db, actor, requestId, (reader, access) => readWorkspace(reader, actor.userId, access));
}

/** GET /api/service-requests/{id}/entries: an older page of the thread, with the same access. */
export async function getEntries(
  db: Database,
  actor: Actor,
  requestId: string,
  cursor: PageCursor | undefined,
) {
  return readAs(db, actor, requestId, (reader) => listEntries(reader, actor.userId, requestId, cursor), {
    page: 'entries',
  });
}
