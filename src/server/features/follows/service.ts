import { and, count, eq } from 'drizzle-orm';
import type { FollowState } from '#shared/schemas/follows';
import type { Database } from '#server/db/client';
import { follows, profiles } from '#server/db/schema/index';
import { AppError } from '#server/errors';
import { countHit } from '#server/feature-kit/rate-limit-store';
import { notify } from '#server/features/notifications/index';
import type { UnitOfWork } from '#server/jobs/unit-of-work';
import { findVisibleProfile } from '#server/features/profiles/index';
import { refuseIfBlockedBy } from '#server/policy/blocks';

async function followerCount(db: Database, userId: string) {
  const [row] = await db.select({ value: count() }).from(follows).where(eq(follows.followingId, userId));
  return row?.value ?? 0;
}

/**
 * Follows or unfollows the profile behind a handle; doing it twice changes nothing. A new follow
 * tells the followed member in the same unit of work, so the follow and its notice commit together.
 */
export async function setFollowing(
  unit: UnitOfWork,
  followerId: string,
  handle: string,
  following: boolean,
): Promise<FollowState> {
  const { db } = unit;
  const found = await findVisibleProfile(db, handle);
  if (!found) throw new AppError('not_found', 'profileNotFound');
  const followedUserId = found.profile.userId;
  if (followedUserId === followerId) throw new AppError('validation_failed', 'cannotFollowSelf');
  let created = false;
  if (following) {
    await refuseIfBlockedBy(db, followedUserId, followerId);
    const inserted = await db
      .insert(follows)
      .values({ followerId, followingId: followedUserId })
      .onConflictDoNothing()
      .returning({ id: follows.id });
    created = inserted.length > 0;
  } else {
    await db
      .delete(follows)
      .where(and(eq(follows.followerId, followerId), eq(follows.followingId, followedUserId)));
  }
  if (created) await notifyNewFollower(unit, followerId, followedUserId);
  return { following, followerCount: await followerCount(db, followedUserId) };
}

// Following, unfollowing and following again tells the followed person once in this window.
const FOLLOW_NOTICE_WINDOW_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * Tells the followed user who started following them, linking to the follower's profile; at most
 * once a month per follower, so toggling the button cannot flood someone's notifications.
 */
async function notifyNewFollower(unit: UnitOfWork, followerId: string, followedUserId: string) {
  const { db } = unit;
  const key = `follow-notice:${followerId}:${followedUserId}`;
  const { current } = await countHit(db, key, FOLLOW_NOTICE_WINDOW_MS);
  if (current > 1) return;
  const [follower] = await db
    .select({ handle: profiles.handle, displayName: profiles.displayName })
    .from(profiles)
    .where(eq(profiles.userId, followerId));
  if (!follower?.handle) return;
  await notify(unit, {
    userId: followedUserId,
    kind: 'newFollower',
    values: { name: follower.displayName ?? follower.handle },
    link: `/${follower.handle}`,
  });
}
