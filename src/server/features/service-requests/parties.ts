import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { RequestWorkspace } from '#shared/schemas/request-workspace';
import type { ServiceRequest } from '#shared/schemas/service-requests';
import type { Database } from '#server/db/client';
import { profiles, reports, serviceRequests, services } from '#server/db/schema/index';
import { AppError } from '#server/errors';
import { blockedBy } from '#server/policy/blocks';
import { holdsPower } from '#server/policy/staff-policy';
import { recordAuditEvent, type Actor } from '#server/policy/audit-log';

// Who may open a request's workspace (docs/decisions/0051): its requester and its seller; staff who
// handle reports, read only and audited, while a report in hand names its service, its seller or
// its requester; anyone else is told what an unknown id would tell them.

export type Side = 'seller' | 'requester';
export type Viewer = RequestWorkspace['viewer'];
export type RequestStatus = ServiceRequest['status'];

/** A request with its two sides and what stands between them, as every check reads it. */
export type RequestParties = {
  id: string;
  serviceId: string;
  serviceTitle: string;
  status: RequestStatus;
  requesterId: string;
  sellerUserId: string;
  sellerBlockedRequester: boolean;
  requesterBlockedSeller: boolean;
};

export const workspaceLink = (requestId: string) => `/service-requests/${requestId}`;

/**
 * The request and its sides, or null for an unknown id. Locked (`for update` of its row alone) in
 * a transition's transaction, so that of two changes at once the second reads the first's result.
 */
export async function findParties(
  db: Database,
  requestId: string,
  { lock = false }: { lock?: boolean } = {},
): Promise<RequestParties | null> {
  const query = db
    .select({
      id: serviceRequests.id,
      serviceId: serviceRequests.serviceId,
      serviceTitle: services.title,
      status: sql<RequestStatus>`${serviceRequests.status}`,
      requesterId: serviceRequests.requesterId,
      sellerUserId: profiles.userId,
      sellerBlockedRequester: blockedBy(profiles.userId, serviceRequests.requesterId),
      requesterBlockedSeller: blockedBy(serviceRequests.requesterId, profiles.userId),
    })
    .from(serviceRequests)
    .innerJoin(profiles, eq(profiles.id, serviceRequests.sellerProfileId))
    .innerJoin(services, eq(services.id, serviceRequests.serviceId))
    .where(eq(serviceRequests.id, requestId));
  const [row] = lock ? await query.for('update', { of: serviceRequests }) : await query;
  return row ?? null;
}

/** The viewer's side of the request, or null when they are neither its requester nor its seller. */
export function sideOf(parties: RequestParties, userId: string): Side | null {
  if (userId === parties.sellerUserId) return 'seller';
  if (userId === parties.requesterId) return 'requester';
  return null;
}

/** The other side's user id. */
export const otherSideOf = (parties: RequestParties, side: Side) =>
  side === 'seller' ? parties.requesterId : parties.sellerUserId;

/** SQL: a report in hand (open or reviewing) names the request's service, its seller or its requester. */
function reportsOn(parties: RequestParties): SQL | undefined {
  return and(
    inArray(reports.status, ['open', 'reviewing']),
    or(
      and(eq(reports.targetType, 'service'), eq(reports.targetId, parties.serviceId)),
      and(
        eq(reports.targetType, 'user'),
        inArray(reports.targetId, [parties.sellerUserId, parties.requesterId]),
      ),
    ),
  );
}

/** What staff read the workspace through: the report in hand, and whom it is about. */
export type StaffReason = { reportId: string; targetUserId: string };

/** The report staff may read the request through, or null: they need the power and a report in hand. */
async function staffReasonFor(
  db: Database,
  viewerId: string,
  parties: RequestParties,
): Promise<StaffReason | null> {
  if (!(await holdsPower(db, viewerId, 'handleReports'))) return null;
  const [report] = await db
    .select({ id: reports.id, targetType: reports.targetType, targetId: reports.targetId })
    .from(reports)
    .where(reportsOn(parties))
    .limit(1);
  if (!report) return null;
  const targetUserId = report.targetType === 'user' ? report.targetId : parties.sellerUserId;
  return { reportId: report.id, targetUserId };
}

export type Access = { viewer: Viewer; parties: RequestParties; staff: StaffReason | null };

/** How the viewer may see the request: a side, or staff on a report; 404 for anyone else. */
export async function accessOf(
  db: Database,
  viewerId: string,
  parties: RequestParties | null,
): Promise<Access> {
  if (!parties) throw new AppError('not_found', 'requestNotFound');
  const side = sideOf(parties, viewerId);
  if (side) return { viewer: side, parties, staff: null };
  const staff = await staffReasonFor(db, viewerId, parties);
  if (!staff) throw new AppError('not_found', 'requestNotFound');
  return { viewer: 'staff', parties, staff };
}

/**
 * Reads the workspace as the actor may: a side reads it as it is; staff read it in a transaction
 * that records the read in the audit log (service_request_viewed), so no read goes unrecorded.
 */
export async function readAs<Result>(
  db: Database,
  actor: Actor,
  requestId: string,
  read: (db: Database, access: Access) => Promise<Result>,
  what: Record<string, string> = {},
): Promise<Result> {
  const access = await accessOf(db, actor.userId, await findParties(db, requestId));
  const { staff } = access;
  if (!staff) return read(db, access);
  return db.transaction(async (tx) => {
    const result = await read(tx, access);
    await recordAuditEvent(tx, {
      kind: 'service_request_viewed',
      actorUserId: actor.userId,
      targetUserId: staff.targetUserId,
      ipAddress: actor.ipAddress,
      detail: { requestId, reportId: staff.reportId, ...what },
    });
    return result;
  });
}

/** Whether a block stands between the two sides, either way. */
export const blockBetweenSides = (parties: RequestParties) =>
  parties.sellerBlockedRequester || parties.requesterBlockedSeller;
