import { and, eq, inArray, isNotNull, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { AppDeps } from '#server/feature-kit/app-deps';
import { remoteActors, remoteServers } from '#server/db/schema/index';
import type { JobWorker } from '#server/jobs/job-queue';
import { reencodeImage, type ImageShape } from '#server/storage/images';
import { removeStoredFile, uploadKey, type Storage } from '#server/storage/storage';
import { fetchBounded, type FetchBounds } from './bounded-fetch';

// A remote account's picture is shown beside its replies, 36 px wide: 128 px is sharp at three
// times that density, and a few kilobytes as WebP.
const REMOTE_AVATAR_SHAPE: ImageShape = { width: 128, height: 128 };
// What one server's accounts may take here (decision 71, Pictures of other servers): a server
// making accounts by the thousand gets initials past these, never more of Atelier's storage.
export const REMOTE_AVATARS_PER_SERVER = 1_000;
export const REMOTE_AVATAR_BYTES_PER_SERVER = 8 * 1024 * 1024;
// A run copies this many at most, one after another, and starts none past its time: the next
// minute's run goes on.
const AVATARS_PER_RUN = 20;
const RUN_BUDGET_MS = 30_000;
// A picture that could not be copied (unreachable, not an image, past its server's share) is
// tried again a day later, or as soon as the account names another.
const RETRY_AFTER_MS = 24 * 60 * 60 * 1000;
// Mastodon keeps pictures of 2 MB at most; what is fetched is bounded as every fetch of another
// server's answer is (bounded-fetch.ts).
const FETCH_LIMITS = { timeoutMs: 10_000, maxBytes: 2 * 1024 * 1024, maxRedirects: 3 };
const GONE_PER_RUN = 200;

export type RemoteAvatarDeps = Pick<AppDeps, 'db' | 'storage' | 'config' | 'log'>;

const suspendedDomains = (deps: RemoteAvatarDeps) =>
  deps.db
    .select({ domain: remoteServers.domain })
    .from(remoteServers)
    .where(eq(remoteServers.status, 'suspended'));

/**
 * Removes a copy's file, given its URL (nothing for a URL this storage did not hand out): once its
 * account no longer points at it. A file that cannot be removed now stays, unnamed and unserved.
 */
export async function removeAvatarCopy(storage: Storage, url: string | null) {
  const key = url && storage.keyOf(url);
  if (key) await removeStoredFile(storage, key).catch(() => undefined);
}

/**
 * Forgets the copies no longer to be shown: of an account that has no picture now, and of every
 * account of a suspended server. Answers how many copies it removed.
 */
async function removeCopiesGone(deps: RemoteAvatarDeps): Promise<number> {
  const { db } = deps;
  const gone = await db
    .select({ id: remoteActors.id, avatarUrl: remoteActors.avatarUrl })
    .from(remoteActors)
    .where(
      or(
        and(isNull(remoteActors.iconUrl), isNotNull(remoteActors.avatarOf)),
        and(isNotNull(remoteActors.avatarUrl), inArray(remoteActors.domain, suspendedDomains(deps))),
      ),
    )
    .limit(GONE_PER_RUN);
  let removed = 0;
  for (const { id, avatarUrl } of gone) {
    const [cleared] = await db
      .update(remoteActors)
      .set({ avatarUrl: null, avatarOf: null, avatarBytes: 0, avatarTriedAt: null })
      .where(and(eq(remoteActors.id, id), avatarUrl ? eq(remoteActors.avatarUrl, avatarUrl) : sql`true`))
      .returning({ id: remoteActors.id });
    if (!cleared || !avatarUrl) continue;
    await removeAvatarCopy(deps.storage, avatarUrl);
    removed++;
  }
  return removed;
}

/** Whether the server's accounts have room for one more copy beside those they have. */
async function hasRoom(deps: RemoteAvatarDeps, domain: string, actorId: string) {
  const [share] = await deps.db
    .select({
      count: sql<number>`count(*)::int`,
      bytes: sql<number>`coalesce(sum(${remoteActors.avatarBytes}), 0)::int`,
    })
    .from(remoteActors)
    .where(
      and(eq(remoteActors.domain, domain), isNotNull(remoteActors.avatarUrl), ne(remoteActors.id, actorId)),
    );
  return (
    (share?.count ?? 0) < REMOTE_AVATARS_PER_SERVER && (share?.bytes ?? 0) < REMOTE_AVATAR_BYTES_PER_SERVER
  );
}

type DueAvatar = { id: string; domain: string; iconUrl: string; avatarUrl: string | null };

/**
 * Fetches the account's picture within bounds, checks it is an image by its content, re-encodes it
 * small and stores it in `remote-avatars`, then points the account at it; the copy it replaces is
 * removed. Answers whether a copy was made.
 */
async function copyAvatar(deps: RemoteAvatarDeps, actor: DueAvatar): Promise<boolean> {
  const { db, storage } = deps;
  const bounds: FetchBounds = {
    ...FETCH_LIMITS,
    allowPrivateAddresses: deps.config.federation.allowPrivateAddresses,
  };
  const tried = () =>
    db.update(remoteActors).set({ avatarTriedAt: new Date() }).where(eq(remoteActors.id, actor.id));
  if (!(await hasRoom(deps, actor.domain, actor.id))) {
    await tried();
    return false;
  }
  let key: string;
  let size: number;
  try {
    const answer = await fetchBounded(new URL(actor.iconUrl), bounds, { headers: { accept: 'image/*' } });
    const image = await reencodeImage(answer.bytes, REMOTE_AVATAR_SHAPE);
    key = uploadKey('remote-avatars', actor.id, 'avatar');
    size = image.data.byteLength;
    await storage.put(key, image.data, 'image/webp');
  } catch (error) {
    // The other server's address is no secret, but its answer is not ours to log at length.
    deps.log.info(
      { domain: actor.domain, reason: String(error).slice(0, 200) },
      'a remote picture was not copied',
    );
    await tried();
    return false;
  }
  const avatarUrl = storage.urlOf(key);
  const [saved] = await db
    .update(remoteActors)
    .set({ avatarUrl, avatarOf: actor.iconUrl, avatarBytes: size, avatarTriedAt: new Date() })
    // The account may have named another picture meanwhile: then this copy is of none.
    .where(and(eq(remoteActors.id, actor.id), eq(remoteActors.iconUrl, actor.iconUrl)))
    .returning({ id: remoteActors.id });
  await removeAvatarCopy(storage, saved ? actor.avatarUrl : avatarUrl);
  return saved !== undefined;
}

/**
 * Brings Atelier's copies of remote accounts' pictures up to what their documents say: copies the
 * new ones (a few a run, oldest tries first), removes those no longer shown. A picture is never
 * shown from the other server (decision 71, Pictures of other servers).
 */
export async function syncRemoteAvatars(
  deps: RemoteAvatarDeps,
): Promise<{ copied: number; removed: number }> {
  const removed = await removeCopiesGone(deps);
  const due = await deps.db
    .select({
      id: remoteActors.id,
      domain: remoteActors.domain,
      iconUrl: sql<string>`${remoteActors.iconUrl}`,
      avatarUrl: remoteActors.avatarUrl,
    })
    .from(remoteActors)
    .where(
      and(
        isNotNull(remoteActors.iconUrl),
        sql`${remoteActors.iconUrl} is distinct from ${remoteActors.avatarOf}`,
        or(
          isNull(remoteActors.avatarTriedAt),
          lt(remoteActors.avatarTriedAt, new Date(Date.now() - RETRY_AFTER_MS)),
        ),
        sql`${remoteActors.domain} not in ${suspendedDomains(deps)}`,
      ),
    )
    // Never tried first, then the longest since.
    .orderBy(sql`${remoteActors.avatarTriedAt} asc nulls first`)
    .limit(AVATARS_PER_RUN);
  const deadline = Date.now() + RUN_BUDGET_MS;
  let copied = 0;
  for (const actor of due) {
    if (Date.now() > deadline) break;
    if (await copyAvatar(deps, actor)) copied++;
  }
  return { copied, removed };
}

/** Runs the copies every minute, for every process once; a run finding nothing to do writes nothing. */
export function federationAvatars(deps: RemoteAvatarDeps): JobWorker<'federation-avatars'> {
  return {
    name: 'federation-avatars',
    cron: '* * * * *',
    policy: { retryLimit: 0, retryDelaySeconds: 60, leaseSeconds: 120, concurrency: 1 },
    async run() {
      if (!deps.config.federation.enabled) return;
      await syncRemoteAvatars(deps);
    },
  };
}

declare module '#server/jobs/job-queue' {
  interface JobPayloads {
    'federation-avatars': Record<string, never>;
  }
}
