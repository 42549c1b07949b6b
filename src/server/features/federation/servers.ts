import { asc, count, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import {
  remoteActors,
  remoteBoosts,
  remoteFollowers,
  remoteFollowRequests,
  remoteLikes,
  remoteServers,
  type RemoteServerStatus,
} from '#server/db/schema/index';
import type { AppDeps } from '#server/feature-kit/app-deps';
import { unitOfWork } from '#server/jobs/unit-of-work';
import { recordAuditEvent, type Actor } from '#server/policy/audit-log';
import { requirePower } from '#server/policy/staff-policy';
import { deleteCommentsOfRemoteActors } from '#server/features/comments/index';

// Servers listed per page of the staff's list.
export const SERVERS_PER_PAGE = 50;

/** What staff decided of a server: open unless they limited or suspended it. */
export async function serverStatus(db: Database, domain: string): Promise<RemoteServerStatus> {
  const [row] = await db
    .select({ status: remoteServers.status })
    .from(remoteServers)
    .where(eq(remoteServers.domain, domain.toLowerCase()));
  return row?.status ?? 'open';
}

/** Notes how the latest delivery to a server went, for the staff's list. */
export async function recordDelivery(db: Database, domain: string, failure: string | null) {
  const outcome = failure
    ? { lastFailedAt: sql`now()`, lastFailure: failure.slice(0, 200) }
    : { lastDeliveredAt: sql`now()` };
  await db
    .insert(remoteServers)
    .values({ domain: domain.toLowerCase(), ...outcome })
    .onConflictDoUpdate({ target: remoteServers.domain, set: outcome });
}

/**
 * The servers Atelier federates with, by name, after the one given: what staff decided of each, how
 * many of its accounts follow members here, and how the latest deliveries went.
 */
export async function listServers(db: Database, after?: string) {
  const known = db
    .select({ domain: remoteActors.domain })
    .from(remoteActors)
    .union(db.select({ domain: remoteServers.domain }).from(remoteServers))
    .as('known');
  const followers = db
    .select({ domain: remoteActors.domain, value: count().as('followers') })
    .from(remoteFollowers)
    .innerJoin(remoteActors, eq(remoteActors.id, remoteFollowers.remoteActorId))
    .groupBy(remoteActors.domain)
    .as('followers');
  const rows = await db
    .select({
      domain: known.domain,
      status: sql<RemoteServerStatus>`coalesce(${remoteServers.status}, 'open')`,
      followers: sql<number>`coalesce(${followers.value}, 0)::int`,
      lastDeliveredAt: remoteServers.lastDeliveredAt,
      lastFailedAt: remoteServers.lastFailedAt,
      lastFailure: remoteServers.lastFailure,
    })
    .from(known)
    .leftJoin(remoteServers, eq(remoteServers.domain, known.domain))
    .leftJoin(followers, eq(followers.domain, known.domain))
    .where(after ? gt(known.domain, after) : undefined)
    .orderBy(asc(known.domain))
    .limit(SERVERS_PER_PAGE + 1);
  const items = rows.slice(0, SERVERS_PER_PAGE).map((row) => ({
    ...row,
    lastDeliveredAt: row.lastDeliveredAt?.toISOString() ?? null,
    lastFailedAt: row.lastFailedAt?.toISOString() ?? null,
  }));
  return { items, nextCursor: rows.length > SERVERS_PER_PAGE ? (items.at(-1)?.domain ?? null) : null };
}

const AUDIT_KIND = {
  open: 'remote_server_reopened',
  limited: 'remote_server_limited',
  suspended: 'remote_server_suspended',
} as const;

/**
 * Staff open, limit or suspend a server, audited in the same transaction. Suspending it also removes
 * its accounts' follows, likes, boosts and replies: nothing more is delivered there, and nothing it sends is taken.
 */
export async function setServerStatus(
  deps: Pick<AppDeps, 'db' | 'jobs' | 'events'>,
  actor: Actor,
  domain: string,
  status: RemoteServerStatus,
) {
  await requirePower(deps.db, actor.userId, 'moderateFederation');
  const name = domain.toLowerCase();
  await unitOfWork(deps, async ({ db }) => {
    await db
      .insert(remoteServers)
      .values({ domain: name, status })
      .onConflictDoUpdate({ target: remoteServers.domain, set: { status } });
    if (status === 'suspended') {
      const itsActors = db
        .select({ id: remoteActors.id })
        .from(remoteActors)
        .where(eq(remoteActors.domain, name));
      await db.delete(remoteFollowers).where(inArray(remoteFollowers.remoteActorId, itsActors));
      await db.delete(remoteFollowRequests).where(inArray(remoteFollowRequests.remoteActorId, itsActors));
      await db.delete(remoteLikes).where(inArray(remoteLikes.remoteActorId, itsActors));
      await db.delete(remoteBoosts).where(inArray(remoteBoosts.remoteActorId, itsActors));
      await deleteCommentsOfRemoteActors(db, itsActors);
    }
    await recordAuditEvent(db, {
      kind: AUDIT_KIND[status],
      actorUserId: actor.userId,
      ipAddress: actor.ipAddress,
      detail: { domain: name },
    });
  });
}
