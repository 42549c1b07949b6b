import { Follow, isActor, Undo, type InboxContext, type InboxListenerSetters } from '@fedify/fedify';
import { and, eq, inArray } from 'drizzle-orm';
import { remoteActors, remoteFollowers } from '#server/db/schema/index';
import { findVisibleProfileOfUser } from '#server/features/profiles/index';
import { unitOfWork } from '#server/jobs/unit-of-work';
import type { FederationContext } from './federation';
import { saveRemoteActor } from './remote-actors';

/** The member an activity's object names, when it is one of ours others may see. */
async function memberNamed(ctx: InboxContext<FederationContext>, uri: URL | null) {
  const parsed = uri ? ctx.parseUri(uri) : null;
  if (parsed?.type !== 'actor') return null;
  return (await findVisibleProfileOfUser(ctx.data.db, parsed.identifier)) ? parsed.identifier : null;
}

/**
 * What members' inboxes accept. Fedify has verified each activity's signature, its age and that its
 * signer is its actor before a listener runs; each listener's writes commit together with the
 * deliveries they owe.
 */
export function listenToInbox(inbox: InboxListenerSetters<FederationContext>) {
  inbox
    // A remote account follows a member: accepted at once, answered with a signed Accept.
    .on(Follow, async (ctx, follow) => {
      const followedId = await memberNamed(ctx, follow.objectId);
      if (!followedId || !follow.id || !follow.actorId) return;
      const follower = await follow.getActor(ctx);
      if (!isActor(follower) || follower.id?.href !== follow.actorId.href) return;
      await unitOfWork(ctx.data, async ({ db: tx, jobs }) => {
        const remoteActorId = await saveRemoteActor(tx, follower);
        if (!remoteActorId || !follow.id) return;
        await tx
          .insert(remoteFollowers)
          .values({ userId: followedId, remoteActorId, followUri: follow.id.href })
          .onConflictDoUpdate({
            target: [remoteFollowers.userId, remoteFollowers.remoteActorId],
            set: { followUri: follow.id.href },
          });
        await jobs.enqueue(tx, 'federation-delivery', {
          senderId: followedId,
          recipientUri: follower.id?.href ?? '',
          inbox: follower.inboxId?.href ?? '',
          activity: { type: 'accept-follow', followUri: follow.id.href },
        });
      });
    })
    // A remote account takes back its own follow; no one else's.
    .on(Undo, async (ctx, undo) => {
      if (!undo.actorId) return;
      const object = await undo.getObject(ctx);
      if (!(object instanceof Follow) || object.actorId?.href !== undo.actorId.href) return;
      const followedId = await memberNamed(ctx, object.objectId);
      if (!followedId) return;
      const { db } = ctx.data;
      await db
        .delete(remoteFollowers)
        .where(
          and(
            eq(remoteFollowers.userId, followedId),
            inArray(
              remoteFollowers.remoteActorId,
              db
                .select({ id: remoteActors.id })
                .from(remoteActors)
                .where(eq(remoteActors.uri, undo.actorId.href)),
            ),
          ),
        );
    });
}
