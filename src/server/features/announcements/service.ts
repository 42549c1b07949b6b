import { and, desc, eq, notExists, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { ANNOUNCEMENTS_LIST_LIMIT } from '#shared/constants';
import type {
  activeAnnouncementsSchema,
  announcementInputSchema,
  announcementListSchema,
} from '#shared/schemas/announcements';
import type { Database } from '#server/db/client';
import {
  announcementDismissals,
  announcements,
  notifications,
  profiles,
  users,
} from '#server/db/schema/index';
import type { JobWorker } from '#server/jobs/job-queue';
import { AppError } from '#server/errors';
import { recordAuditEvent, type Actor } from '#server/policy/audit-log';
import { requirePower, requireRankOverAuthor } from '#server/policy/staff-policy';
import type { AppDeps } from '#server/feature-kit/app-deps';

type Context = Pick<AppDeps, 'db' | 'events' | 'jobs'>;

// A member sees at most this many banners at once; older active ones wait behind them.
const BANNER_LIMIT = 3;

/**
 * Publishes an announcement: the banner at once (a live event to every open tab) and the audit row,
 * in one transaction with the job that gives every member their notification. Answers how many
 * members that reaches.
 */
export async function createAnnouncement(
  { db, events, jobs }: Context,
  actor: Actor,
  input: z.output<typeof announcementInputSchema>,
) {
  await requirePower(db, actor.userId, 'announce');
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(announcements)
      .values({ ...input, createdBy: actor.userId })
      .returning({ id: announcements.id });
    if (!created) throw new Error('insert returned no row');
    const [counted] = await tx.select({ members: sql<number>`count(*)::int` }).from(users);
    const notified = counted?.members ?? 0;
    await recordAuditEvent(tx, {
      kind: 'announcement_created',
      actorUserId: actor.userId,
      targetUserId: null,
      ipAddress: actor.ipAddress,
      detail: { announcementId: created.id, title: input.title, notified: String(notified) },
    });
    await jobs.enqueue(tx, 'announcement-notifications', { announcementId: created.id });
    await events.publish(tx, null, { type: 'announcements' });
    return { id: created.id, notified };
  });
}

declare module '#server/jobs/job-queue' {
  interface JobPayloads {
    'announcement-notifications': { announcementId: string };
  }
}

/**
 * Gives every member the announcement's notification: one INSERT ... SELECT (a loop would take
 * minutes at 100,000 members), off the request that published it. A member who already has it (a
 * retry) does not get it twice.
 */
export function announcementNotifications({
  db,
  events,
}: Omit<Context, 'jobs'>): JobWorker<'announcement-notifications'> {
  return {
    name: 'announcement-notifications',
    policy: { retryLimit: 5, retryDelaySeconds: 30, leaseSeconds: 600, concurrency: 1 },
    async run({ announcementId }) {
      await db.transaction(async (tx) => {
        const [announcement] = await tx
          .select()
          .from(announcements)
          .where(eq(announcements.id, announcementId));
        if (!announcement) return;
        const alreadyTold = tx
          .select({ one: sql`1` })
          .from(notifications)
          .where(
            and(
              eq(notifications.userId, users.id),
              eq(notifications.type, 'announcement'),
              eq(notifications.title, announcement.title),
              eq(notifications.message, announcement.message),
              sql`${notifications.createdAt} >= ${announcement.createdAt}`,
            ),
          );
        await tx.insert(notifications).select(
          tx
            // Drizzle's INSERT ... SELECT names every column, in the table's order.
            .select({
              id: sql<string>`gen_random_uuid()`.as('id'),
              userId: users.id,
              type: sql<string>`'announcement'`.as('type'),
              title: sql<string>`${announcement.title}::text`.as('title'),
              message: sql<string>`${announcement.message}::text`.as('message'),
              link: sql<string | null>`null`.as('link'),
              read: sql<boolean>`false`.as('read'),
              kind: sql<string | null>`null`.as('kind'),
              actorId: sql<string | null>`null`.as('actor_id'),
              textValues: sql<Record<string, string> | null>`null`.as('text_values'),
              subjectId: sql<string | null>`null`.as('subject_id'),
              createdAt: sql<Date>`now()`.as('created_at'),
            })
            .from(users)
            .where(notExists(alreadyTold)),
        );
        await events.publish(tx, null, { type: 'notifications' });
      });
    },
  };
}

/** The Announcements tab: the latest 50, active or not, with their authors. */
export async function listAnnouncements(
  db: Database,
  actorId: string,
): Promise<z.infer<typeof announcementListSchema>> {
  await requirePower(db, actorId, 'announce');
  const rows = await db
    .select({
      row: announcements,
      handle: sql<string | null>`${profiles.handle}`,
      displayName: sql<string | null>`${profiles.displayName}`,
    })
    .from(announcements)
    .leftJoin(profiles, eq(profiles.userId, announcements.createdBy))
    .orderBy(desc(announcements.createdAt), desc(announcements.id))
    .limit(ANNOUNCEMENTS_LIST_LIMIT);
  return rows.map(({ row, handle, displayName }) => ({
    id: row.id,
    title: row.title,
    message: row.message,
    active: row.active,
    createdAt: row.createdAt.toISOString(),
    author: { userId: row.createdBy, handle, displayName },
  }));
}

/**
 * Deactivates an announcement, once (docs/product/states.md): its banner goes from every tab. Staff may
 * not take down an announcement by someone who ranks above them.
 */
export async function deactivateAnnouncement(
  { db, events }: Omit<Context, 'jobs'>,
  actor: Actor,
  id: string,
) {
  const actorRoles = await requirePower(db, actor.userId, 'announce');
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(announcements).where(eq(announcements.id, id)).for('update');
    if (!row) throw new AppError('not_found', 'announcementNotFound');
    if (!row.active) throw new AppError('conflict', 'announcementAlreadyInactive');
    if (row.createdBy && row.createdBy !== actor.userId) {
      await requireRankOverAuthor(tx, actorRoles, row.createdBy);
    }
    await tx.update(announcements).set({ active: false }).where(eq(announcements.id, id));
    await recordAuditEvent(tx, {
      kind: 'announcement_deactivated',
      actorUserId: actor.userId,
      targetUserId: null,
      ipAddress: actor.ipAddress,
      detail: { announcementId: id, title: row.title },
    });
    await events.publish(tx, null, { type: 'announcements' });
  });
}

/** The active announcements a member has not closed, newest first: the banners under the top bar. */
export async function listActiveAnnouncements(
  db: Database,
  userId: string,
): Promise<z.infer<typeof activeAnnouncementsSchema>> {
  const rows = await db
    .select({
      id: announcements.id,
      title: announcements.title,
      message: announcements.message,
      createdAt: announcements.createdAt,
    })
    .from(announcements)
    .where(
      and(
        eq(announcements.active, true),
        notExists(
          db
            .select({ one: sql`1` })
            .from(announcementDismissals)
            .where(
              and(
                eq(announcementDismissals.announcementId, announcements.id),
                eq(announcementDismissals.userId, userId),
              ),
            ),
        ),
      ),
    )
    .orderBy(desc(announcements.createdAt))
    .limit(BANNER_LIMIT);
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

/** Closes an announcement's banner for this member, in every browser; closing it twice is fine. */
export async function dismissAnnouncement(db: Database, userId: string, id: string) {
  const [row] = await db.select({ id: announcements.id }).from(announcements).where(eq(announcements.id, id));
  if (!row) throw new AppError('not_found', 'announcementNotFound');
  await db.insert(announcementDismissals).values({ announcementId: id, userId }).onConflictDoNothing();
}
