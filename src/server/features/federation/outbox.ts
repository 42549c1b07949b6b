import { randomUUID } from 'node:crypto';
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import {
  federatedPosts,
  profiles,
  projects,
  publicProfiles,
  remoteActors,
  remoteFollowers,
} from '#server/db/schema/index';
import { isUnderActiveBan } from '#server/features/standing/index';
import type { JobWorker } from '#server/jobs/job-queue';
import { unitOfWork, type UnitOfWork } from '#server/jobs/unit-of-work';
import type { OutgoingActivity } from './delivery';
import { settleFollowRequests } from './follow-requests';
import type { FederationDeps } from './federation-instance';

// Projects brought in line per transaction; the next run takes the rest.
const POSTS_PER_RUN = 100;
// Members who are no actors any more whose followers are told per transaction.
const DEPARTED_PER_RUN = 20;

/**
 * Where a member's remote followers are reached: each server's shared inbox once, else each inbox,
 * with one follower there to name the recipient by.
 */
function followerInboxes(db: Database, userId: string) {
  const inbox = sql<string>`coalesce(${remoteActors.sharedInbox}, ${remoteActors.inbox})`;
  return db
    .select({ inbox, recipientUri: sql<string>`min(${remoteActors.uri})` })
    .from(remoteFollowers)
    .innerJoin(remoteActors, eq(remoteActors.id, remoteFollowers.remoteActorId))
    .where(eq(remoteFollowers.userId, userId))
    .groupBy(inbox);
}

/**
 * Queues one activity of a member to each of their followers' inboxes, in the unit's transaction,
 * named by one key for all of them: every server receives the same activity, signed once.
 */
async function deliverToFollowers(unit: UnitOfWork, userId: string, activity: OutgoingActivity) {
  const inboxes = await followerInboxes(unit.db, userId);
  const activityKey = randomUUID();
  await unit.jobs.enqueueMany(
    unit.db,
    'federation-delivery',
    inboxes.map(({ inbox, recipientUri }) => ({
      payload: { senderId: userId, recipientUri, inbox, activity, activityKey },
    })),
  );
}

/** Queues a refusal of each remote follow of the member, to each follower's own inbox. */
async function rejectFollowers(unit: UnitOfWork, userId: string) {
  const followers = await unit.db
    .select({
      followUri: remoteFollowers.followUri,
      recipientUri: remoteActors.uri,
      inbox: remoteActors.inbox,
    })
    .from(remoteFollowers)
    .innerJoin(remoteActors, eq(remoteActors.id, remoteFollowers.remoteActorId))
    .where(eq(remoteFollowers.userId, userId));
  await unit.jobs.enqueueMany(
    unit.db,
    'federation-delivery',
    followers.map(({ followUri, recipientUri, inbox }) => ({
      payload: { senderId: userId, recipientUri, inbox, activity: { type: 'reject-follow', followUri } },
    })),
  );
}

/**
 * Tells the followers elsewhere of members who are no actors any more, and forgets those follows
 * (decision 71). A banned member is gone, as Mastodon deletes an account: one `Delete(Person)` per
 * server, after which their servers drop it and what it posted, and a lifted ban starts with no
 * followers there. A member who turned federation off refuses each follow (`Reject`), and keeps
 * what they posted there. Run before the posts, so a banned member's work is not also deleted post
 * by post.
 */
export async function tellOfDepartedMembers(deps: Pick<FederationDeps, 'db' | 'jobs' | 'events'>) {
  return unitOfWork(deps, async (unit) => {
    const { db } = unit;
    const departed = await db
      .selectDistinct({
        userId: remoteFollowers.userId,
        banned: sql<boolean>`${isUnderActiveBan(db, remoteFollowers.userId)}`,
      })
      .from(remoteFollowers)
      .innerJoin(profiles, eq(profiles.userId, remoteFollowers.userId))
      .where(or(isUnderActiveBan(db, remoteFollowers.userId), eq(profiles.federates, false)))
      .limit(DEPARTED_PER_RUN);
    for (const { userId, banned } of departed) {
      if (banned) await deliverToFollowers(unit, userId, { type: 'delete-actor' });
      else await rejectFollowers(unit, userId);
      await db.delete(remoteFollowers).where(eq(remoteFollowers.userId, userId));
    }
    return departed.length;
  });
}

/**
 * Brings what remote followers were told in line with the work visible now: a project they were not
 * told of is created there, a changed one updated, and one no longer visible (unpublished, held or
 * deleted) deleted. A banned owner's are marked gone too, though a member without an actor sends
 * nothing (send-delivery.ts). It compares states rather than hearing of each write, so no write
 * names federation, and a crash or a missed run is made up by the next (decision 71).
 */
export async function syncFederatedPosts(deps: Pick<FederationDeps, 'db' | 'jobs' | 'events'>) {
  return unitOfWork(deps, async (unit) => {
    const { db } = unit;
    const shown = await db
      .select({
        projectId: projects.id,
        userId: publicProfiles.userId,
        told: federatedPosts.projectId,
        deletedAt: federatedPosts.deletedAt,
      })
      .from(projects)
      .innerJoin(publicProfiles, eq(publicProfiles.id, projects.ownerId))
      .leftJoin(federatedPosts, eq(federatedPosts.projectId, projects.id))
      .where(
        and(
          eq(projects.published, true),
          sql`exists (select 1 from ${remoteFollowers} where ${remoteFollowers.userId} = ${publicProfiles.userId})`,
          sql`(${federatedPosts.projectId} is null or ${federatedPosts.deletedAt} is not null
               or ${federatedPosts.version} < ${projects.updatedAt})`,
        ),
      )
      .limit(POSTS_PER_RUN)
      .for('update', { of: projects, skipLocked: true });
    for (const post of shown) {
      const isNew = !post.told || post.deletedAt !== null;
      // Copied in SQL: PostgreSQL keeps microseconds, which a Date would round away, and the copy
      // would then look older than the project at every run.
      const version = sql<Date>`(select ${projects.updatedAt} from ${projects} where ${projects.id} = ${post.projectId})`;
      await db
        .insert(federatedPosts)
        .values({ projectId: post.projectId, userId: post.userId, version })
        .onConflictDoUpdate({ target: federatedPosts.projectId, set: { version, deletedAt: null } });
      await deliverToFollowers(unit, post.userId, {
        type: isNew ? 'create-post' : 'update-post',
        projectId: post.projectId,
      });
    }

    const gone = await db
      .update(federatedPosts)
      .set({ deletedAt: sql`now()` })
      .where(
        and(
          isNull(federatedPosts.deletedAt),
          sql`${federatedPosts.projectId} in (
            select ${federatedPosts.projectId} from ${federatedPosts}
            where ${federatedPosts.deletedAt} is null and not exists (
              select 1 from ${projects} join ${publicProfiles} on ${publicProfiles.id} = ${projects.ownerId}
              where ${projects.id} = ${federatedPosts.projectId} and ${projects.published}
            )
            limit ${POSTS_PER_RUN}
          )`,
        ),
      )
      .returning({ projectId: federatedPosts.projectId, userId: federatedPosts.userId });
    for (const post of gone)
      await deliverToFollowers(unit, post.userId, { type: 'delete-post', projectId: post.projectId });
    return { told: shown.length, deleted: gone.length };
  });
}

/** Runs the outbox every minute, for every process once; a run finding nothing to do writes nothing. */
export function federationOutbox(deps: FederationDeps): JobWorker<'federation-outbox'> {
  return {
    name: 'federation-outbox',
    cron: '* * * * *',
    policy: { retryLimit: 0, retryDelaySeconds: 60, leaseSeconds: 120, concurrency: 1 },
    async run() {
      if (!deps.config.federation.enabled) return;
      await tellOfDepartedMembers(deps);
      await settleFollowRequests(deps);
      await syncFederatedPosts(deps);
    },
  };
}

declare module '#server/jobs/job-queue' {
  interface JobPayloads {
    'federation-outbox': Record<string, never>;
  }
}

/** When followers were told a project is gone, or null while it is shown to them (or never was). */
export async function postDeletedAt(db: Database, projectId: string): Promise<Date | null> {
  const [row] = await db
    .select({ deletedAt: federatedPosts.deletedAt })
    .from(federatedPosts)
    .where(eq(federatedPosts.projectId, projectId));
  return row?.deletedAt ?? null;
}
