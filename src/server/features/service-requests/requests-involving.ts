import { desc, eq, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { REPORT_REQUESTS_LIMIT, type ReportRequestRow } from '#shared/schemas/moderation';
import type { Database } from '#server/db/client';
import { profiles, serviceRequests, services } from '#server/db/schema/index';
import { requestsOnSide } from './news';
import type { RequestStatus } from './parties';

/** What a report in hand names that reaches requests: a service, or a member (docs/decisions/0051). */
export type InvolvedIn = { type: 'service' | 'user'; id: string };

const requesterProfile = alias(profiles, 'requester_profile');
const sellerProfile = alias(profiles, 'seller_profile');

/**
 * SQL: the requests a report on this target opens to staff. The same rule as `reportsOn` in
 * parties.ts, seen from the other end: a service's requests; a member's, sent or received.
 */
function involving(db: Database, target: InvolvedIn): SQL | undefined {
  if (target.type === 'service') return eq(serviceRequests.serviceId, target.id);
  return or(requestsOnSide(db, target.id, 'requester'), requestsOnSide(db, target.id, 'seller'));
}

type SideColumns = { handle: string | null; displayName: string | null };

// A profile without a handle (onboarding unfinished) lists as nobody, as a gone one does.
const sideOf = (profile: SideColumns | null) =>
  profile?.handle ? { handle: profile.handle, displayName: profile.displayName } : null;

/**
 * The newest requests a report on the target opens to staff, for the Reports tab to link to. Only a
 * list: reading one is opening its workspace, which the audit log records (parties.ts, readAs).
 */
export async function listRequestsInvolving(db: Database, target: InvolvedIn): Promise<ReportRequestRow[]> {
  const rows = await db
    .select({
      id: serviceRequests.id,
      serviceTitle: services.title,
      status: serviceRequests.status,
      createdAt: serviceRequests.createdAt,
      requester: { handle: requesterProfile.handle, displayName: requesterProfile.displayName },
      seller: { handle: sellerProfile.handle, displayName: sellerProfile.displayName },
    })
    .from(serviceRequests)
    .innerJoin(services, eq(services.id, serviceRequests.serviceId))
    .leftJoin(requesterProfile, eq(requesterProfile.userId, serviceRequests.requesterId))
    .leftJoin(sellerProfile, eq(sellerProfile.id, serviceRequests.sellerProfileId))
    .where(involving(db, target))
    .orderBy(desc(serviceRequests.createdAt), desc(serviceRequests.id))
    .limit(REPORT_REQUESTS_LIMIT);
  return rows.map((row) => ({
    id: row.id,
    serviceTitle: row.serviceTitle,
    status: row.status as RequestStatus,
    createdAt: row.createdAt.toISOString(),
    requester: sideOf(row.requester),
    seller: sideOf(row.seller),
  }));
}
