import { and, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { profiles, serviceRequests } from '#server/db/schema/index';
import { AppError } from '#server/errors';
import type { Actor } from '#server/policy/audit-log';
import { accessOf, findParties, type Side } from './parties';
import type { Context } from './writing';

// News of the requests (docs/decisions/0051, News): each entry sets a request's activity_at and
// activity_by, and opening the workspace sets the viewer's side's read time. A request has news for
// a member when someone else acted since they last opened it, and for its seller while it is a
// pending request they never opened.

/** SQL: requests the user received (as seller: sent to their profile) or sent (as requester). */
export function requestsOnSide(db: Database, userId: string, side: Side): SQL {
  if (side === 'requester') return eq(serviceRequests.requesterId, userId);
  const ownProfile = db.select({ id: profiles.id }).from(profiles).where(eq(profiles.userId, userId));
  return inArray(serviceRequests.sellerProfileId, ownProfile);
}

/** SQL: the request has news for the user, on their side of it. */
export function hasNewsFor(userId: string, side: Side): SQL<boolean> {
  const readAt = side === 'seller' ? serviceRequests.sellerReadAt : serviceRequests.requesterReadAt;
  const othersActivity = sql`(${serviceRequests.activityBy} is not null and ${serviceRequests.activityBy} <> ${userId}
    and (${readAt} is null or ${serviceRequests.activityAt} > ${readAt}))`;
  if (side === 'requester') return sql<boolean>`${othersActivity}`;
  return sql<boolean>`((${serviceRequests.status} = 'pending' and ${readAt} is null) or ${othersActivity})`;
}

async function countSide(db: Database, userId: string, side: Side) {
  const [row] = await db
    .select({ value: count() })
    .from(serviceRequests)
    .where(and(requestsOnSide(db, userId, side), hasNewsFor(userId, side)));
  return row?.value ?? 0;
}

/** The requests badge: requests with news for the user, received or sent (one never is both). */
export async function countRequestNews(db: Database, userId: string) {
  const [received, sent] = await Promise.all([
    countSide(db, userId, 'seller'),
    countSide(db, userId, 'requester'),
  ]);
  return received + sent;
}

/**
 * Opening the workspace reads it: the viewer's side's read time becomes now, and their other tabs
 * refresh their badges. Staff read through a report and keep no read time.
 */
export async function markRequestRead({ db, events }: Context, actor: Actor, requestId: string) {
  const { viewer } = await accessOf(db, actor.userId, await findParties(db, requestId));
  if (viewer === 'staff') throw new AppError('forbidden', 'staffReadOnly');
  const now = sql`clock_timestamp()`;
  await db.transaction(async (tx) => {
    await tx
      .update(serviceRequests)
      .set(viewer === 'seller' ? { sellerReadAt: now } : { requesterReadAt: now })
      .where(eq(serviceRequests.id, requestId));
    await events.publish(tx, actor.userId, { type: 'requests' });
  });
}
