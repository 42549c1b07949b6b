import {
  Announce,
  Block,
  Create,
  Delete,
  Follow,
  isActor,
  Like,
  Note,
  Undo,
  Update,
  type Activity,
  type Actor,
  type InboxContext,
  type InboxListenerSetters,
} from '@fedify/fedify';
import { and, eq, inArray } from 'drizzle-orm';
import { isUuid } from '#shared/ids';
import { commentInputSchema } from '#shared/schemas/comments';
import {
  projects,
  publicProfiles,
  remoteActors,
  remoteBoosts,
  remoteFollowers,
  remoteFollowRequests,
  remoteLikes,
} from '#server/db/schema/index';
import { unitOfWork } from '#server/jobs/unit-of-work';
import { deleteRemoteComment, editRemoteComment, postRemoteComment } from '#server/features/comments/index';
import type { FederationContext } from './federation';
import { findFederatingProfileOfUser } from './members';
import { receiveFollow } from './follow-requests';
import { noteText } from './note-text';
import { remoteActorName, saveRemoteActor } from './remote-actors';
import { removeAvatarCopy } from './remote-avatars';
import { serverStatus } from './servers';

/** The user id an actor address of ours names, whoever it is. */
function memberIdIn(ctx: InboxContext<FederationContext>, uri: URL | null) {
  const parsed = uri ? ctx.parseUri(uri) : null;
  return parsed?.type === 'actor' && isUuid(parsed.identifier) ? parsed.identifier : null;
}

/** The project id a Note address of ours names, whatever became of it. */
function projectIdIn(ctx: InboxContext<FederationContext>, uri: URL | null) {
  const parsed = uri ? ctx.parseUri(uri) : null;
  const id = parsed?.type === 'object' && parsed.class === Note ? parsed.values.id : undefined;
  return id && isUuid(id) ? id : null;
}

/** The project a Note address of ours names, when others may see it. */
async function projectNamed(ctx: InboxContext<FederationContext>, uri: URL | null) {
  const id = projectIdIn(ctx, uri);
  if (!id) return null;
  const [row] = await ctx.data.db
    .select({ id: projects.id })
    .from(projects)
    .innerJoin(publicProfiles, eq(publicProfiles.id, projects.ownerId))
    .where(and(eq(projects.id, id), eq(projects.published, true)));
  return row?.id ?? null;
}

/**
 * How a listener reads what an activity names from its server: with the request's loaders, and a
 * fetch refused or failed (document-loaders.ts) as nothing there, which ignores the activity rather
 * than answer its server 500.
 */
const fetching = (ctx: InboxContext<FederationContext>) => ({
  documentLoader: ctx.documentLoader,
  contextLoader: ctx.contextLoader,
  tracerProvider: ctx.tracerProvider,
  suppressError: true,
});

/**
 * The activity's actor, read from its server, when it is the actor who signed it and its server is
 * open: one staff limited or suspended starts no follow, like, boost or reply (its accounts may still
 * undo theirs).
 */
async function signerOf(ctx: InboxContext<FederationContext>, activity: Activity): Promise<Actor | null> {
  if (!activity.actorId) return null;
  if ((await serverStatus(ctx.data.db, activity.actorId.hostname)) !== 'open') return null;
  const actor = await activity.getActor(fetching(ctx));
  return isActor(actor) && actor.id?.href === activity.actorId.href ? actor : null;
}

/** The ids of the remote actor rows an address names (none, or one). */
const remoteActorsAt = (ctx: InboxContext<FederationContext>, uri: URL) =>
  ctx.data.db.select({ id: remoteActors.id }).from(remoteActors).where(eq(remoteActors.uri, uri.href));

/** Forgets an account's follow of a member, or its follow waiting for them. */
async function forgetFollow(ctx: InboxContext<FederationContext>, userId: string, actorUri: URL) {
  const theirs = remoteActorsAt(ctx, actorUri);
  await ctx.data.db
    .delete(remoteFollowers)
    .where(and(eq(remoteFollowers.userId, userId), inArray(remoteFollowers.remoteActorId, theirs)));
  await ctx.data.db
    .delete(remoteFollowRequests)
    .where(and(eq(remoteFollowRequests.userId, userId), inArray(remoteFollowRequests.remoteActorId, theirs)));
}

/** The row of an actor already known here, by its address. */
async function knownActorId(ctx: InboxContext<FederationContext>, uri: URL) {
  const [row] = await remoteActorsAt(ctx, uri);
  return row?.id ?? null;
}

/**
 * A Note sent by its own author, from its author's server: an embedded object is the sender's word
 * alone, so one claiming another's name or address is not taken.
 */
const ownNote = (object: unknown, actorId: URL): object is Note & { id: URL } =>
  object instanceof Note &&
  object.id !== null &&
  object.id.origin === actorId.origin &&
  object.attributionId?.href === actorId.href;

/** A Note's words as a comment's, when they make one (its length, as any comment's). */
const commentText = (note: Note) => {
  const parsed = commentInputSchema.safeParse({ content: noteText(String(note.content ?? '')) });
  return parsed.success ? parsed.data.content : null;
};

/**
 * What members' inboxes accept. Fedify has verified each activity's signature, its age and that its
 * signer is its actor before a listener runs; each listener's writes commit together with the
 * deliveries they owe.
 */
export function listenToInbox(inbox: InboxListenerSetters<FederationContext>) {
  inbox
    // A remote account follows a member: accepted at once with a signed Accept, or kept waiting for
    // a member who approves their followers.
    .on(Follow, async (ctx, follow) => {
      const followedId = memberIdIn(ctx, follow.objectId);
      const followed = followedId ? await findFederatingProfileOfUser(ctx.data.db, followedId) : undefined;
      if (!followedId || !followed || !follow.id) return;
      const followUri = follow.id.href;
      const follower = await signerOf(ctx, follow);
      if (!follower) return;
      await unitOfWork(ctx.data, async (unit) => {
        const remoteActorId = await saveRemoteActor(unit.db, follower);
        if (remoteActorId)
          await receiveFollow(
            unit,
            { userId: followedId, remoteActorId, followUri },
            { name: remoteActorName(follower) },
            followed.approvesFollowers,
          );
      });
    })
    // A remote account likes a project: counted with its likes, once per account.
    .on(Like, async (ctx, like) => {
      const projectId = await projectNamed(ctx, like.objectId);
      if (!projectId) return;
      const liker = await signerOf(ctx, like);
      if (!liker) return;
      await unitOfWork(ctx.data, async ({ db }) => {
        const remoteActorId = await saveRemoteActor(db, liker);
        if (remoteActorId)
          await db.insert(remoteLikes).values({ projectId, remoteActorId }).onConflictDoNothing();
      });
    })
    // A remote account boosts a project: counted as its boosts from the fediverse, once per account.
    .on(Announce, async (ctx, announce) => {
      const projectId = await projectNamed(ctx, announce.objectId);
      if (!projectId) return;
      const booster = await signerOf(ctx, announce);
      if (!booster) return;
      await unitOfWork(ctx.data, async ({ db }) => {
        const remoteActorId = await saveRemoteActor(db, booster);
        if (remoteActorId)
          await db.insert(remoteBoosts).values({ projectId, remoteActorId }).onConflictDoNothing();
      });
    })
    // A remote account answers a project: its reply is a comment, held to a comment's rules.
    .on(Create, async (ctx, create) => {
      if (!create.actorId) return;
      const reply = await create.getObject(fetching(ctx));
      if (!ownNote(reply, create.actorId)) return;
      const projectId = await projectNamed(ctx, reply.replyTargetId);
      const content = commentText(reply);
      if (!projectId || !content) return;
      const author = await signerOf(ctx, create);
      if (!author) return;
      await unitOfWork(ctx.data, async (unit) => {
        const remoteActorId = await saveRemoteActor(unit.db, author);
        if (!remoteActorId) return;
        await postRemoteComment(unit, {
          projectId,
          remoteActorId,
          remoteUri: reply.id.href,
          authorName: remoteActorName(author),
          content,
        });
      });
    })
    // A remote account edits its reply, or its server tells of its new name or picture.
    .on(Update, async (ctx, update) => {
      if (!update.actorId) return;
      const remoteActorId = await knownActorId(ctx, update.actorId);
      if (!remoteActorId) return;
      const object = await update.getObject(fetching(ctx));
      if (isActor(object) && object.id?.href === update.actorId.href) {
        await saveRemoteActor(ctx.data.db, object);
        return;
      }
      if (!ownNote(object, update.actorId)) return;
      const content = commentText(object);
      if (content)
        await unitOfWork(ctx.data, (unit) =>
          editRemoteComment(unit, { remoteUri: object.id.href, remoteActorId, content }),
        );
    })
    // A remote account deletes its reply, or its server deletes the account and all it sent here.
    .on(Delete, async (ctx, deletion) => {
      if (!deletion.actorId || !deletion.objectId) return;
      const remoteActorId = await knownActorId(ctx, deletion.actorId);
      if (!remoteActorId) return;
      if (deletion.objectId.href === deletion.actorId.href) {
        const [deleted] = await ctx.data.db
          .delete(remoteActors)
          .where(eq(remoteActors.id, remoteActorId))
          .returning({ avatarUrl: remoteActors.avatarUrl });
        await removeAvatarCopy(ctx.data.storage, deleted?.avatarUrl ?? null);
        return;
      }
      const remoteUri = deletion.objectId.href;
      await unitOfWork(ctx.data, (unit) => deleteRemoteComment(unit, { remoteUri, remoteActorId }));
    })
    // A remote account blocks a member: it follows them no more, as on Mastodon.
    .on(Block, async (ctx, block) => {
      const blockedId = memberIdIn(ctx, block.objectId);
      if (blockedId && block.actorId) await forgetFollow(ctx, blockedId, block.actorId);
    })
    // A remote account takes back its own follow, like or boost, of anyone or anything, hidden since
    // or not; no one else's.
    .on(Undo, async (ctx, undo) => {
      if (!undo.actorId) return;
      const object = await undo.getObject(fetching(ctx));
      if (
        !(object instanceof Follow || object instanceof Like || object instanceof Announce) ||
        object.actorId?.href !== undo.actorId.href
      )
        return;
      if (object instanceof Follow) {
        const followedId = memberIdIn(ctx, object.objectId);
        if (followedId) await forgetFollow(ctx, followedId, undo.actorId);
        return;
      }
      const undoer = remoteActorsAt(ctx, undo.actorId);
      const projectId = projectIdIn(ctx, object.objectId);
      if (!projectId) return;
      const table = object instanceof Like ? remoteLikes : remoteBoosts;
      await ctx.data.db
        .delete(table)
        .where(and(eq(table.projectId, projectId), inArray(table.remoteActorId, undoer)));
    });
}
