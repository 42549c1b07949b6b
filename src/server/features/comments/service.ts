import { and, desc, eq, inArray, isNull, max, ne, not, type SQLWrapper } from 'drizzle-orm';
import type { Comment } from '#shared/schemas/comments';
import type { Database } from '#server/db/client';
import { profiles, projectComments, remoteActors } from '#server/db/schema/index';
import { AppError } from '#server/errors';
import type { Actor } from '#server/policy/audit-log';
import { removeAsOwnerOrStaff } from '#server/policy/staff-override';
import type { JobWorker } from '#server/jobs/job-queue';
import { unitOfWork, type UnitOfWork } from '#server/jobs/unit-of-work';
import { notify, notifyEach } from '#server/features/notifications/index';
import { findVisibleProjectStanding } from '#server/features/projects/index';
import { blockBetween, refuseIfBlockedBy } from '#server/policy/blocks';
import { holdsPower } from '#server/policy/staff-policy';
import type { AppDeps } from '#server/feature-kit/app-deps';

// The newest comments a project page shows; older ones stay in the database.
const COMMENTS_LIMIT = 200;
// A new comment tells at most this many of the latest other commenters: a busy thread stays cheap.
const REPLY_AUDIENCE_LIMIT = 20;

type Context = Pick<AppDeps, 'db' | 'events' | 'jobs'>;

async function visibleProjectOrThrow(db: Database, projectId: string, viewerId: string | null) {
  const found = await findVisibleProjectStanding(db, { projectId }, viewerId);
  if (!found) throw new AppError('not_found', 'projectNotFound');
  return found;
}

/** A visible project's comments, newest first, each saying whether the viewer may edit or delete it. */
export async function listComments(
  db: Database,
  projectId: string,
  viewerId: string | null,
): Promise<Comment[]> {
  await visibleProjectOrThrow(db, projectId, viewerId);
  const [rows, admin] = await Promise.all([
    db
      .select({
        comment: projectComments,
        handle: profiles.handle,
        displayName: profiles.displayName,
        avatarUrl: profiles.avatarUrl,
        remote: {
          name: remoteActors.name,
          address: remoteActors.handle,
          url: remoteActors.url,
          avatarUrl: remoteActors.avatarUrl,
        },
      })
      .from(projectComments)
      .leftJoin(profiles, eq(profiles.userId, projectComments.userId))
      .leftJoin(remoteActors, eq(remoteActors.id, projectComments.remoteActorId))
      .where(and(eq(projectComments.projectId, projectId), isNull(projectComments.deletedAt)))
      .orderBy(desc(projectComments.createdAt))
      .limit(COMMENTS_LIMIT),
    viewerId ? holdsPower(db, viewerId, 'moderateComments') : false,
  ]);
  return rows.map(({ comment, handle, displayName, avatarUrl, remote }) => {
    const mine = viewerId !== null && comment.userId === viewerId;
    return {
      id: comment.id,
      content: comment.content,
      createdAt: comment.createdAt.toISOString(),
      editedAt: comment.editedAt?.toISOString() ?? null,
      author: handle ? { handle, displayName, avatarUrl } : null,
      remoteAuthor: comment.remoteActorId ? remote : null,
      canEdit: mine,
      canDelete: mine || admin,
    };
  });
}

/**
 * Posts a comment, tells every tab showing the project, and notifies its owner (unless it is theirs)
 * and, through the queue, the latest others who commented there, none across a block.
 */
export async function postComment(context: Context, userId: string, projectId: string, content: string) {
  const { project, owner } = await visibleProjectOrThrow(context.db, projectId, userId);
  await refuseIfBlockedBy(context.db, owner.userId, userId);
  await unitOfWork(context, async (unit) => {
    await unit.db.insert(projectComments).values({ projectId, userId, content });
    const [author] = await unit.db
      .select({ handle: profiles.handle, displayName: profiles.displayName })
      .from(profiles)
      .where(eq(profiles.userId, userId));
    await tellOfComment(unit, {
      project,
      owner,
      authorId: userId,
      authorName: author?.displayName ?? author?.handle ?? '',
    });
  });
}

type VisibleProject = NonNullable<Awaited<ReturnType<typeof findVisibleProjectStanding>>>;

/**
 * A reply from an account on another server, as a comment of the project (its owner's work, visible
 * to all): kept once however often its server sends it, and told as a member's comment is. Answers
 * whether it was new. docs/decisions/0071-federation-with-fedify.md.
 */
export async function postRemoteComment(
  unit: UnitOfWork,
  reply: { projectId: string; remoteActorId: string; remoteUri: string; authorName: string; content: string },
): Promise<boolean> {
  const found = await findVisibleProjectStanding(unit.db, { projectId: reply.projectId }, null);
  if (!found) return false;
  const [inserted] = await unit.db
    .insert(projectComments)
    .values({
      projectId: reply.projectId,
      remoteActorId: reply.remoteActorId,
      remoteUri: reply.remoteUri,
      content: reply.content,
    })
    .onConflictDoNothing({ target: projectComments.remoteUri })
    .returning({ id: projectComments.id });
  if (!inserted) return false;
  await tellOfComment(unit, {
    project: found.project,
    owner: found.owner,
    authorId: null,
    authorName: reply.authorName,
  });
  return true;
}

/** What a new comment owes: a live event, its owner's notice, and the queued notices of others. */
async function tellOfComment(
  unit: UnitOfWork,
  comment: {
    project: VisibleProject['project'];
    owner: VisibleProject['owner'];
    /** The member who wrote it; null for an account on another server. */
    authorId: string | null;
    authorName: string;
  },
) {
  const { project, owner, authorId } = comment;
  await unit.events.publish(unit.db, null, { type: 'comments', projectId: project.id });
  const values = { name: comment.authorName, project: project.title };
  const link = `/${owner.handle}/${project.slug}`;
  if (owner.userId !== authorId) {
    await notify(unit, { userId: owner.userId, kind: 'projectComment', values, link });
  }
  // Up to twenty notices: queued, so the comment is answered without waiting for them.
  await unit.jobs.enqueue(unit.db, 'comment-replies', {
    projectId: project.id,
    authorId,
    ownerId: owner.userId,
    values,
    link,
  });
}

declare module '#server/jobs/job-queue' {
  interface JobPayloads {
    'comment-replies': {
      projectId: string;
      /** Null for a reply from another server, whose author is no member. */
      authorId: string | null;
      ownerId: string;
      values: { name: string; project: string };
      link: string;
    };
  }
}

/** Tells the latest others who commented on the project of a new comment (a reply where they commented). */
export function commentReplies(context: Context): JobWorker<'comment-replies'> {
  return {
    name: 'comment-replies',
    policy: { retryLimit: 5, retryDelaySeconds: 10, leaseSeconds: 120, concurrency: 1 },
    async run({ projectId, authorId, ownerId, values, link }) {
      // All the notices commit together, so a retry after a failure tells no one twice.
      await unitOfWork(context, async (unit) => {
        const commenters = await otherCommenters(unit.db, projectId, authorId, ownerId);
        await notifyEach(unit, { userIds: commenters, kind: 'commentReply', values, link });
      });
    },
  };
}

/** The latest members who commented on the project, but for the author, its owner and anyone a block separates from the author. */
async function otherCommenters(db: Database, projectId: string, authorId: string | null, ownerId: string) {
  const rows = await db
    .select({ userId: projectComments.userId, latest: max(projectComments.createdAt) })
    .from(projectComments)
    .where(
      and(
        eq(projectComments.projectId, projectId),
        isNull(projectComments.deletedAt),
        ne(projectComments.userId, ownerId),
        authorId ? ne(projectComments.userId, authorId) : undefined,
        authorId ? not(blockBetween(authorId, projectComments.userId)) : undefined,
      ),
    )
    .groupBy(projectComments.userId)
    .orderBy(desc(max(projectComments.createdAt)))
    .limit(REPLY_AUDIENCE_LIMIT);
  return rows.flatMap((row) => (row.userId ? [row.userId] : []));
}

async function findComment(db: Database, commentId: string) {
  const [comment] = await db
    .select()
    .from(projectComments)
    .where(and(eq(projectComments.id, commentId), isNull(projectComments.deletedAt)));
  if (!comment) throw new AppError('not_found', 'commentNotFound');
  return comment;
}

export async function editComment(
  { db, events }: Context,
  userId: string,
  commentId: string,
  content: string,
) {
  const comment = await findComment(db, commentId);
  if (comment.userId !== userId) throw new AppError('forbidden', 'notCommentAuthor');
  if (comment.content === content) return;
  await db
    .update(projectComments)
    .set({ content, editedAt: new Date() })
    .where(eq(projectComments.id, commentId));
  await events.publish(db, null, { type: 'comments', projectId: comment.projectId });
}

/** Soft-deletes: the author, or an admin who outranks the author (audited). */
export async function deleteComment({ db, events }: Context, actor: Actor, commentId: string) {
  const comment = await findComment(db, commentId);
  const content = { type: 'comment', id: commentId, ownerUserId: comment.userId } as const;
  await removeAsOwnerOrStaff(db, actor, content, 'moderateComments', (tx) =>
    tx.update(projectComments).set({ deletedAt: new Date() }).where(eq(projectComments.id, commentId)),
  );
  await events.publish(db, null, { type: 'comments', projectId: comment.projectId });
}

/** A reply's new words, sent by the server of the account that wrote it. */
export async function editRemoteComment(
  unit: UnitOfWork,
  reply: { remoteUri: string; remoteActorId: string; content: string },
) {
  const [edited] = await unit.db
    .update(projectComments)
    .set({ content: reply.content, editedAt: new Date() })
    .where(
      and(
        eq(projectComments.remoteUri, reply.remoteUri),
        eq(projectComments.remoteActorId, reply.remoteActorId),
        isNull(projectComments.deletedAt),
        ne(projectComments.content, reply.content),
      ),
    )
    .returning({ projectId: projectComments.projectId });
  if (edited) await unit.events.publish(unit.db, null, { type: 'comments', projectId: edited.projectId });
}

/** A reply taken back by the server of the account that wrote it, as its author deletes a comment. */
export async function deleteRemoteComment(
  unit: UnitOfWork,
  reply: { remoteUri: string; remoteActorId: string },
) {
  const [deleted] = await unit.db
    .update(projectComments)
    .set({ deletedAt: new Date() })
    .where(
      and(
        eq(projectComments.remoteUri, reply.remoteUri),
        eq(projectComments.remoteActorId, reply.remoteActorId),
        isNull(projectComments.deletedAt),
      ),
    )
    .returning({ projectId: projectComments.projectId });
  if (deleted) await unit.events.publish(unit.db, null, { type: 'comments', projectId: deleted.projectId });
}

/** The replies of accounts on a server staff suspend, gone from every page as deleted comments are. */
export async function deleteCommentsOfRemoteActors(db: Database, remoteActorIds: SQLWrapper) {
  await db
    .update(projectComments)
    .set({ deletedAt: new Date() })
    .where(and(inArray(projectComments.remoteActorId, remoteActorIds), isNull(projectComments.deletedAt)));
}
