import { randomUUID } from 'node:crypto';
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { FEEDBACK_STATUSES, FEEDBACK_TYPES } from '#shared/constants';
import type {
  FeedbackListQuery,
  feedbackInputSchema,
  feedbackListSchema,
  myFeedbackListSchema,
} from '#shared/schemas/feedback';
import type { Database } from '#server/db/client';
import { feedback, profiles } from '#server/db/schema/index';
import { AppError } from '#server/errors';
import { SCREENSHOT_SHAPE, reencodeImage } from '#server/storage/images';
import { takeImageUpload } from '#server/uploads/index';
import { removeStoredFile, uploadKey } from '#server/storage/storage';
import { recordAuditEvent, type Actor } from '#server/policy/audit-log';
import { holdsPower, requirePower } from '#server/policy/staff-policy';
import { notify } from '#server/features/notifications/index';
import { unitOfWork } from '#server/jobs/unit-of-work';
import type { AppDeps } from '#server/feature-kit/app-deps';

type Context = Pick<AppDeps, 'db' | 'storage' | 'events' | 'log'>;
type FeedbackStatus = (typeof FEEDBACK_STATUSES)[number];
type Row = typeof feedback.$inferSelect;

// One's own list and the staff queue show this many, newest first; the "all" of docs/product/calls.md
// (Feedback) is a page of them.
const MY_FEEDBACK_LIMIT = 50;
const STAFF_LIST_LIMIT = 200;

const screenshotPathOf = (row: Row) => (row.screenshotUrl ? `/api/feedback/${row.id}/screenshot` : null);

const toItem = (row: Row) => ({
  id: row.id,
  type: row.type as (typeof FEEDBACK_TYPES)[number],
  title: row.title,
  description: row.description,
  url: row.url,
  screenshotPath: screenshotPathOf(row),
  status: row.status as FeedbackStatus,
  createdAt: row.createdAt.toISOString(),
});

/**
 * Stores a member's feedback, with its screenshot checked and re-encoded like every upload, in a
 * private folder: a screenshot may show someone's private screens.
 */
export async function submitFeedback(
  { db, storage }: Pick<Context, 'db' | 'storage'>,
  userId: string,
  input: z.output<typeof feedbackInputSchema>,
  screenshot: Buffer | null,
) {
  const id = randomUUID();
  let key: string | null = null;
  if (screenshot) {
    await takeImageUpload(db, userId);
    const { data: encoded } = await reencodeImage(screenshot, SCREENSHOT_SHAPE);
    key = uploadKey('screenshots', userId, 'feedback');
    await storage.put(key, encoded, 'image/webp');
  }
  try {
    await db.insert(feedback).values({ id, userId, ...input, screenshotUrl: key && storage.urlOf(key) });
  } catch (error) {
    // No screenshot without its feedback: a refused report leaves no file behind.
    if (key) await removeStoredFile(storage, key).catch(() => undefined);
    throw error;
  }
  return { id };
}

export async function listMyFeedback(
  db: Database,
  userId: string,
): Promise<z.infer<typeof myFeedbackListSchema>> {
  const rows = await db
    .select()
    .from(feedback)
    .where(eq(feedback.userId, userId))
    .orderBy(desc(feedback.createdAt))
    .limit(MY_FEEDBACK_LIMIT);
  return rows.map(toItem);
}

/** The screenshot's bytes, for its sender or staff who handle feedback; 404 for anyone else. */
export async function readScreenshot(
  { db, storage }: Pick<Context, 'db' | 'storage'>,
  viewerId: string,
  id: string,
) {
  const [row] = await db.select().from(feedback).where(eq(feedback.id, id));
  const allowed = row && (row.userId === viewerId || (await holdsPower(db, viewerId, 'handleFeedback')));
  const key = allowed && row.screenshotUrl ? storage.keyOf(row.screenshotUrl) : null;
  const bytes = key ? await storage.read(key) : null;
  if (!bytes) throw new AppError('not_found', 'feedbackNotFound');
  return bytes;
}

/** The staff queue: newest first, by type and status, with who sent each. */
export async function listFeedback(
  db: Database,
  actorId: string,
  query: FeedbackListQuery,
): Promise<z.infer<typeof feedbackListSchema>> {
  await requirePower(db, actorId, 'handleFeedback');
  const conditions: SQL[] = [];
  if (query.type) conditions.push(eq(feedback.type, query.type));
  if (query.status) conditions.push(eq(feedback.status, query.status));
  const rows = await db
    .select({
      row: feedback,
      handle: sql<string | null>`${profiles.handle}`,
      displayName: sql<string | null>`${profiles.displayName}`,
    })
    .from(feedback)
    .leftJoin(profiles, eq(profiles.userId, feedback.userId))
    .where(and(...conditions))
    .orderBy(desc(feedback.createdAt), desc(feedback.id))
    .limit(STAFF_LIST_LIMIT);
  return rows.map(({ row, handle, displayName }) => ({
    ...toItem(row),
    sender: { userId: row.userId, handle, displayName },
  }));
}

/**
 * Sets a status (any of the four, docs/product/states.md, Reports and feedback), audited; the sender hears
 * when it is resolved.
 */
export async function setFeedbackStatus(
  context: Pick<AppDeps, 'db' | 'events' | 'jobs'>,
  actor: Actor,
  id: string,
  status: FeedbackStatus,
) {
  await requirePower(context.db, actor.userId, 'handleFeedback');
  await unitOfWork(context, async (unit) => {
    const tx = unit.db;
    const [row] = await tx.select().from(feedback).where(eq(feedback.id, id)).for('update');
    if (!row) throw new AppError('not_found', 'feedbackNotFound');
    if (row.status === status) return;
    await tx.update(feedback).set({ status }).where(eq(feedback.id, id));
    await recordAuditEvent(tx, {
      kind: 'feedback_status_changed',
      actorUserId: actor.userId,
      targetUserId: row.userId,
      ipAddress: actor.ipAddress,
      detail: { feedbackId: id, from: row.status, to: status },
    });
    if (status === 'resolved' && row.userId) {
      await notify(unit, {
        userId: row.userId,
        kind: 'feedbackResolved',
        values: { title: row.title },
        link: '/feedback',
      });
    }
  });
}

/** Deletes feedback and its screenshot, audited. */
export async function deleteFeedback({ db, storage, log }: Context, actor: Actor, id: string) {
  await requirePower(db, actor.userId, 'handleFeedback');
  const [row] = await db.transaction(async (tx) => {
    const deleted = await tx.delete(feedback).where(eq(feedback.id, id)).returning();
    const [gone] = deleted;
    if (!gone) throw new AppError('not_found', 'feedbackNotFound');
    await recordAuditEvent(tx, {
      kind: 'feedback_deleted',
      actorUserId: actor.userId,
      targetUserId: gone.userId,
      ipAddress: actor.ipAddress,
      detail: { feedbackId: id, title: gone.title },
    });
    return deleted;
  });
  const key = row?.screenshotUrl ? storage.keyOf(row.screenshotUrl) : null;
  if (key)
    await storage.remove(key).catch((error: unknown) => log.warn({ err: error }, 'screenshot not removed'));
}
