import { and, desc, eq, or, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { profiles, remoteActors, remoteFollowers, remoteFollowRequests } from '#server/db/schema/index';
import { AppError } from '#server/errors';
import { unitOfWork, type UnitOfWork } from '#server/jobs/unit-of-work';
import { notify } from '#server/features/notifications/index';
import { isUnderActiveBan } from '#server/features/standing/index';
import type { FederationDeps } from './federation-instance';
import { findFederatingProfileOfUser } from './members';

// Follows from other servers for a member who approves their followers, as a locked Mastodon account
// does (docs/decisions/0071-federation-with-fedify.md): each waits, no follower yet, until the
// member accepts (an Accept goes out) or declines it (a Reject goes out).

/** The most requests a member is shown at once, newest first: answering them brings up the next. */
export const FOLLOW_REQUESTS_SHOWN = 100;
// Where a member answers them: Settings, Privacy.
const FOLLOW_REQUESTS_PAGE = '/settings#privacy';
// Requests the minute's run settles at once, as the outbox's other work is bounded per run.
const SETTLED_PER_RUN = 200;

type UnitDeps = Pick<FederationDeps, 'db' | 'jobs' | 'events'>;
type Follow = { userId: string; remoteActorId: string; followUri: string };

/** Makes the account a follower of the member and queues the signed Accept its server waits for. */
export async function acceptFollow(unit: UnitOfWork, follow: Follow) {
  const [actor] = await unit.db
    .select({ uri: remoteActors.uri, inbox: remoteActors.inbox })
    .from(remoteActors)
    .where(eq(remoteActors.id, follow.remoteActorId));
  if (!actor) return;
  await unit.db
    .insert(remoteFollowers)
    .values(follow)
    .onConflictDoUpdate({
      target: [remoteFollowers.userId, remoteFollowers.remoteActorId],
      set: { followUri: follow.followUri },
    });
  await unit.db
    .delete(remoteFollowRequests)
    .where(
      and(
        eq(remoteFollowRequests.userId, follow.userId),
        eq(remoteFollowRequests.remoteActorId, follow.remoteActorId),
      ),
    );
  await unit.jobs.enqueue(unit.db, 'federation-delivery', {
    senderId: follow.userId,
    recipientUri: actor.uri,
    inbox: actor.inbox,
    activity: { type: 'accept-follow', followUri: follow.followUri },
  });
}

/**
 * A follow from another server, as the member wants it: accepted at once, or kept waiting for them
 * when they approve their followers (but for an account that follows them already, which is told
 * yes again, as Mastodon does).
 */
export async function receiveFollow(
  unit: UnitOfWork,
  follow: Follow,
  follower: { name: string },
  approvesFollowers: boolean,
) {
  const [already] = approvesFollowers
    ? await unit.db
        .select({ id: remoteFollowers.remoteActorId })
        .from(remoteFollowers)
        .where(
          and(
            eq(remoteFollowers.userId, follow.userId),
            eq(remoteFollowers.remoteActorId, follow.remoteActorId),
          ),
        )
    : [];
  if (!approvesFollowers || already) return acceptFollow(unit, follow);
  const [waiting] = await unit.db
    .select({ since: remoteFollowRequests.createdAt })
    .from(remoteFollowRequests)
    .where(
      and(
        eq(remoteFollowRequests.userId, follow.userId),
        eq(remoteFollowRequests.remoteActorId, follow.remoteActorId),
      ),
    );
  await unit.db
    .insert(remoteFollowRequests)
    .values(follow)
    .onConflictDoUpdate({
      target: [remoteFollowRequests.userId, remoteFollowRequests.remoteActorId],
      set: { followUri: follow.followUri },
    });
  // The member hears of a follow once, however often its server sends it again.
  if (!waiting)
    await notify(unit, {
      userId: follow.userId,
      kind: 'followRequest',
      values: { name: follower.name },
      link: FOLLOW_REQUESTS_PAGE,
    });
}

/** The follows waiting for the member, newest first, with what their servers say of each account. */
export async function listFollowRequests(db: Database, userId: string) {
  const rows = await db
    .select({
      id: remoteActors.id,
      name: remoteActors.name,
      address: remoteActors.handle,
      url: remoteActors.url,
      requestedAt: remoteFollowRequests.createdAt,
    })
    .from(remoteFollowRequests)
    .innerJoin(remoteActors, eq(remoteActors.id, remoteFollowRequests.remoteActorId))
    .where(eq(remoteFollowRequests.userId, userId))
    .orderBy(desc(remoteFollowRequests.createdAt), desc(remoteFollowRequests.remoteActorId))
    .limit(FOLLOW_REQUESTS_SHOWN);
  return { items: rows.map((row) => ({ ...row, requestedAt: row.requestedAt.toISOString() })) };
}

/** Takes the member's waiting request from that account, or answers 404. */
async function takeRequest(unit: UnitOfWork, userId: string, remoteActorId: string) {
  const [request] = await unit.db
    .delete(remoteFollowRequests)
    .where(
      and(eq(remoteFollowRequests.userId, userId), eq(remoteFollowRequests.remoteActorId, remoteActorId)),
    )
    .returning();
  if (!request) throw new AppError('not_found', 'followRequestNotFound');
  return request;
}

/** The member accepts a waiting follow: the account follows them, and its server is told so. */
export async function acceptFollowRequest(deps: UnitDeps, userId: string, remoteActorId: string) {
  await unitOfWork(deps, async (unit) => {
    const request = await takeRequest(unit, userId, remoteActorId);
    // A member who is no actor now (federation off, banned) has the minute's run refuse it instead.
    if (!(await findFederatingProfileOfUser(unit.db, userId)))
      throw new AppError('not_found', 'followRequestNotFound');
    await acceptFollow(unit, request);
  });
}

/** Queues the Reject of a follow to the account's own inbox. */
async function rejectFollow(unit: UnitOfWork, follow: Follow) {
  const [actor] = await unit.db
    .select({ uri: remoteActors.uri, inbox: remoteActors.inbox })
    .from(remoteActors)
    .where(eq(remoteActors.id, follow.remoteActorId));
  if (!actor) return;
  await unit.jobs.enqueue(unit.db, 'federation-delivery', {
    senderId: follow.userId,
    recipientUri: actor.uri,
    inbox: actor.inbox,
    activity: { type: 'reject-follow', followUri: follow.followUri },
  });
}

/** The member declines a waiting follow: it is forgotten, and its server told no. */
export async function declineFollowRequest(deps: UnitDeps, userId: string, remoteActorId: string) {
  await unitOfWork(deps, async (unit) => rejectFollow(unit, await takeRequest(unit, userId, remoteActorId)));
}

/**
 * The minute's run settles the requests whose member changed their mind elsewhere: one who stopped
 * approving followers accepts those waiting; one who turned federation off refuses them, as their
 * followers' are; a banned member's are forgotten, as their follows are (outbox.ts).
 */
export async function settleFollowRequests(deps: UnitDeps) {
  return unitOfWork(deps, async (unit) => {
    const banned = isUnderActiveBan(unit.db, remoteFollowRequests.userId);
    const settled = await unit.db
      .select({
        userId: remoteFollowRequests.userId,
        remoteActorId: remoteFollowRequests.remoteActorId,
        followUri: remoteFollowRequests.followUri,
        banned: sql<boolean>`${banned}`,
        federates: profiles.federates,
      })
      .from(remoteFollowRequests)
      .innerJoin(profiles, eq(profiles.userId, remoteFollowRequests.userId))
      .where(or(banned, eq(profiles.federates, false), eq(profiles.approvesFollowers, false)))
      .limit(SETTLED_PER_RUN)
      .for('update', { of: remoteFollowRequests, skipLocked: true });
    for (const { banned: isBanned, federates, ...follow } of settled) {
      if (isBanned) continue;
      if (federates) await acceptFollow(unit, follow);
      else await rejectFollow(unit, follow);
    }
    for (const { userId, remoteActorId } of settled)
      await unit.db
        .delete(remoteFollowRequests)
        .where(
          and(eq(remoteFollowRequests.userId, userId), eq(remoteFollowRequests.remoteActorId, remoteActorId)),
        );
    return settled.length;
  });
}
