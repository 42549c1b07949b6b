import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type {
  ServiceRequest,
  ServiceRequestList,
  serviceRequestsQuerySchema,
} from '#shared/schemas/service-requests';
import type { Database } from '#server/db/client';
import { profiles, serviceRequests, serviceReviews, services } from '#server/db/schema/index';
import { hasNewsFor, requestsOnSide } from './news';

type Query = z.output<typeof serviceRequestsQuerySchema>;
type Direction = Query['direction'];
type Status = ServiceRequest['status'];

// The requests screen shows one page; a seller with more has older ones hidden, not lost.
const REQUESTS_LIMIT = 200;

const requesterProfile = alias(profiles, 'requester_profile');
const sellerProfile = alias(profiles, 'seller_profile');

/** Incoming: sent to the user's profile as seller. Outgoing: sent by the user. */
const sideOf = (db: Database, userId: string, direction: Direction): SQL =>
  requestsOnSide(db, userId, direction === 'incoming' ? 'seller' : 'requester');

function filtersOf({ status, service }: Query): SQL[] {
  return [
    ...(status ? [eq(serviceRequests.status, status)] : []),
    ...(service ? [eq(serviceRequests.serviceId, service)] : []),
  ];
}

async function countSide(db: Database, userId: string, direction: Direction, filters: SQL[]) {
  const [row] = await db
    .select({ value: count() })
    .from(serviceRequests)
    .where(and(sideOf(db, userId, direction), ...filters));
  return row?.value ?? 0;
}

type ProfileColumns = { handle: string | null; displayName: string | null; avatarUrl: string | null };

// A profile without a handle (onboarding unfinished) shows as nobody, as a gone one does.
const personOf = (profile: ProfileColumns | null) =>
  profile?.handle
    ? { handle: profile.handle, displayName: profile.displayName, avatarUrl: profile.avatarUrl }
    : null;

/**
 * One tab of the requests screen, newest first, with both tabs' totals under the same filters. Only the
 * seller sees how to reach the requester; only the requester sees their review of it.
 */
export async function listServiceRequests(
  db: Database,
  userId: string,
  query: Query,
): Promise<ServiceRequestList> {
  const filters = filtersOf(query);
  const incoming = query.direction === 'incoming';
  const [rows, incomingCount, outgoingCount] = await Promise.all([
    db
      .select({
        request: serviceRequests,
        serviceTitle: services.title,
        requester: {
          handle: requesterProfile.handle,
          displayName: requesterProfile.displayName,
          avatarUrl: requesterProfile.avatarUrl,
        },
        seller: {
          handle: sellerProfile.handle,
          displayName: sellerProfile.displayName,
          avatarUrl: sellerProfile.avatarUrl,
        },
        reviewId: serviceReviews.id,
        hasNews: hasNewsFor(userId, incoming ? 'seller' : 'requester'),
      })
      .from(serviceRequests)
      .innerJoin(services, eq(services.id, serviceRequests.serviceId))
      .leftJoin(requesterProfile, eq(requesterProfile.userId, serviceRequests.requesterId))
      .leftJoin(sellerProfile, eq(sellerProfile.id, serviceRequests.sellerProfileId))
      .leftJoin(serviceReviews, eq(serviceReviews.serviceRequestId, serviceRequests.id))
      .where(and(sideOf(db, userId, query.direction), ...filters))
      .orderBy(desc(serviceRequests.createdAt), desc(serviceRequests.id))
      .limit(REQUESTS_LIMIT),
    countSide(db, userId, 'incoming', filters),
    countSide(db, userId, 'outgoing', filters),
  ]);
  return {
    items: rows.map(({ request, serviceTitle, requester, seller, reviewId, hasNews }) => ({
      id: request.id,
      service: { id: request.serviceId, title: serviceTitle },
      status: request.status as Status,
      description: request.description,
      budget: request.budget,
      deadline: request.deadline,
      createdAt: request.createdAt.toISOString(),
      requester: incoming ? personOf(requester) : null,
      contact: incoming
        ? {
            method: request.selectedContactMethod,
            info: request.contactInfo,
            paymentMethod: request.selectedPaymentMethod,
          }
        : null,
      seller: incoming ? null : personOf(seller),
      reviewId: incoming ? null : reviewId,
      hasNews,
    })),
    counts: { incoming: incomingCount, outgoing: outgoingCount },
  };
}
