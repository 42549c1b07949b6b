import { and, desc, eq, isNull, max, ne, not } from 'drizzle-orm';
import type { Comment } from '#shared/schemas/comments';
import type { Database } from '#server/db/client';
import { profiles, projectComments } from '#server/db/schema/index';
import { AppError } from '#server/errors';
import type { Actor } from '#server/policy/audit-log';
import { removeAsOwnerOrStaff } from '#server/policy/staff-override';
import type { JobWorker } from '#server/jobs/job-queue';
import { unitOfWork } from '#server/jobs/unit-of-work';
import { notify } from '#server/features/notifications/index';
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
      })
      .from(projectComments)
      .leftJoin(profiles, eq(profiles.userId, projectComments.userId))
      .where(and(eq(projectComments.projectId, projectId), isNull(projectComments.deletedAt)))
      .orderBy(desc(projectComments.createdAt))
      .limit(COMMENTS_LIMIT),
    viewerId ? holdsPower(db, viewerId, 'moderateComments') : false,
  ]);
  return rows.map(({ comment, handle, displayName, avatarUrl }) => {
    const mine = viewerId !== null && comment.userId === viewerId;
    return {
      id: comment.id,
      content: comment.content,
      createdAt: comment.createdAt.toISOString(),
      editedAt: comment.editedAt?.toISOString() ?? null,
      author: handle ? { handle, displayName, avatarUrl } : null,
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
    const { db, events, jobs } = unit;
    await db.insert(projectComments).values({ projectId, userId, content });
    await events.publish(db, null, { type: 'comments', projectId });
    const [author] = await db
      .select({ handle: profiles.handle, displayName: profiles.displayName })
      .from(profiles)
      .where(eq(profiles.userId, userId));
    const values = { name: author?.displayName ?? author?.handle ?? '', project: project.title };
    const link = `/${owner.handle}/${project.slug}`;
    if (owner.userId !== userId) {
      await notify(unit, { userId: owner.userId, kind: 'projectComment', values, link });
    }
    // Up to twenty notices: queued, so the comment is answered without waiting for them.
    await jobs.enqueue(db, 'comment-replies', {
      projectId,
      authorId: userId,
      ownerId: owner.userId,
      values,
      link,
    });
  });
}

declare module '#server/jobs/job-queue' {
  interface JobPayloads {
    'comment-replies': {
      projectId: string;
      authorId: string;
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
        for (const commenter of await otherCommenters(unit.db, projectId, authorId, ownerId)) {
          await notify(unit, { userId: commenter, kind: 'commentReply', values, link });
        }
      });
    },
  };
}

/** The latest members who commented on the project, but for the author, its owner and anyone a block separates from the author. */
async function otherCommenters(db: Database, projectId: string, authorId: string, ownerId: string) {
  const rows = await db
    .select({ userId: projectComments.userId, latest: max(projectComments.createdAt) })
    .from(projectComments)
    .where(
      and(
        eq(projectComments.projectId, projectId),
        isNull(projectComments.deletedAt),
        ne(projectComments.userId, authorId),
        ne(projectComments.userId, ownerId),
        not(blockBetween(authorId, projectComments.userId)),
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
