import {
  Accept,
  Create,
  Delete,
  Follow,
  Note,
  PUBLIC_COLLECTION,
  Reject,
  Tombstone,
  Update,
  type Activity,
  type Context,
} from '@fedify/fedify';
import { Temporal } from '@js-temporal/polyfill';
import { and, eq } from 'drizzle-orm';
import { remoteActors, remoteFollowers } from '#server/db/schema/index';
import type { JobPayloads } from '#server/jobs/job-queue';
import type { FederationContext } from './federation';
import { federationContextOf, federationOf, type FederationDeps } from './federation-instance';
import { findFederatingProfileOfUser } from './members';
import { projectPost } from './posts';
import { isPublicDestination } from './public-address';
import { recordDelivery, serverStatus } from './servers';
import { remembered } from './remembered';
import { postActivity, signActivity, type SigningKey } from './signed-activity';
import { signingKeys } from './signing-keys';

type Delivery = JobPayloads['federation-delivery'];

/**
 * The activity as it stands when sent, or null when it is owed no more (the follow was undone).
 * Its id is the key its jobs were queued with (one activity to many inboxes), or the job's id, so
 * a retry sends the same activity, which the other server keeps once.
 */
async function buildActivity(
  ctx: Context<FederationContext>,
  { senderId, recipientUri, activity, activityKey }: Delivery,
  jobId: string,
): Promise<Activity | null> {
  const actor = ctx.getActorUri(senderId);
  const id = new URL(`${actor.href}#deliveries/${activityKey ?? jobId}`);
  switch (activity.type) {
    case 'create-post':
    case 'update-post': {
      const post = await projectPost(ctx, activity.projectId);
      if (!post) return null;
      const Kind = activity.type === 'create-post' ? Create : Update;
      return new Kind({ id, actor, to: post.toId, cc: post.ccId, object: post });
    }
    case 'delete-post': {
      const postId = ctx.getObjectUri(Note, { id: activity.projectId });
      return new Delete({
        id,
        actor,
        to: PUBLIC_COLLECTION,
        object: new Tombstone({ id: postId, deleted: Temporal.Now.instant() }),
      });
    }
    case 'delete-actor':
      return new Delete({ id, actor, to: PUBLIC_COLLECTION, object: actor });
    case 'reject-follow':
      return new Reject({
        id,
        actor,
        object: new Follow({ id: new URL(activity.followUri), actor: new URL(recipientUri), object: actor }),
      });
    case 'accept-follow': {
      const [follows] = await ctx.data.db
        .select({ followUri: remoteFollowers.followUri })
        .from(remoteFollowers)
        .innerJoin(remoteActors, eq(remoteActors.id, remoteFollowers.remoteActorId))
        .where(and(eq(remoteFollowers.userId, senderId), eq(remoteActors.uri, recipientUri)));
      if (follows?.followUri !== activity.followUri) return null;
      return new Accept({
        id,
        actor,
        object: new Follow({ id: new URL(activity.followUri), actor: new URL(recipientUri), object: actor }),
      });
    }
  }
}

/** An activity as every one of its inboxes receives it, and the keys that sign each post of it. */
type OwedActivity = { document: unknown; keys: SigningKey[] };

// How long an activity found owed, built and signed is sent as it is to its other inboxes. The jobs
// of a fan-out run within seconds of each other, and each read the member and the project and
// signed the same activity again (docs/performance.md, Federation); past this, what is true then
// is read again.
const OWED_TTL_MS = 10 * 1000;
const ACTIVITIES_KEPT = 50;
const rememberOwed = remembered<OwedActivity | null>({ size: ACTIVITIES_KEPT, ttlMs: OWED_TTL_MS });

/** The activity built and signed from what is true now, or null when it is owed no more. */
async function owedActivity(deps: FederationDeps, delivery: Delivery, jobId: string) {
  // A member who is no actor any more (banned, or turned federation off) speaks for themself once
  // more only to say so; what was queued before is dropped.
  const farewell = delivery.activity.type === 'delete-actor' || delivery.activity.type === 'reject-follow';
  if (!farewell && !(await findFederatingProfileOfUser(deps.db, delivery.senderId))) return null;
  const federation = await federationOf(deps);
  const ctx = federation.createContext(new URL(deps.config.publicUrl), federationContextOf(deps));
  const activity = await buildActivity(ctx, delivery, jobId);
  if (!activity) return null;
  // Their own keys, read here: Fedify's key dispatcher gives none for a member no longer visible.
  const keys = await signingKeys(deps.db, delivery.senderId, ctx.getActorUri(delivery.senderId));
  if (keys.length === 0) return null;
  return { document: await signActivity(ctx, keys, activity), keys };
}

/** Signs and posts one delivery; throwing has the queue retry it later. */
export async function sendDelivery(deps: FederationDeps, delivery: Delivery, jobId: string) {
  const owed = await rememberOwed(delivery.activityKey ?? jobId, () => owedActivity(deps, delivery, jobId));
  if (!owed) return;
  const inbox = new URL(delivery.inbox);
  // Another server's document named this inbox: never a way into this machine's own network.
  if (!(await isPublicDestination(inbox, deps.config.federation.allowPrivateAddresses))) {
    deps.log.warn(
      { job: 'federation-delivery', inbox: inbox.host },
      'an inbox on a private address is never delivered to',
    );
    return;
  }
  // A server staff suspended is sent nothing more.
  if ((await serverStatus(deps.db, inbox.hostname)) === 'suspended') return;
  try {
    await postActivity(owed.document, inbox, owed.keys);
  } catch (error) {
    await recordDelivery(deps.db, inbox.hostname, error instanceof Error ? error.message : String(error));
    throw error;
  }
  await recordDelivery(deps.db, inbox.hostname, null);
}
