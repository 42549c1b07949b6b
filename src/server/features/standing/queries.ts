import { and, desc, eq, exists, gt, isNull, or, sql, type SQLWrapper } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { banAppeals, bannedUsers, userWarnings } from '#server/db/schema/index';

/** A ban neither lifted nor expired. */
const banIsActive = and(
  isNull(bannedUsers.unbannedAt),
  or(isNull(bannedUsers.expiresAt), gt(bannedUsers.expiresAt, sql`now()`)),
);

/** Whether the user a column or value names is under an active ban, as a condition of a query. */
export function isUnderActiveBan(db: Database, userId: SQLWrapper) {
  return exists(
    db
      .select({ one: sql`1` })
      .from(bannedUsers)
      .where(and(eq(bannedUsers.userId, userId), banIsActive)),
  );
}

/** The user's ban that is open and not expired, if any, with its appeal. */
export async function findActiveBan(db: Database, userId: string) {
  const [ban] = await db
    .select({
      id: bannedUsers.id,
      reason: bannedUsers.reason,
      expiresAt: bannedUsers.expiresAt,
      appeal: banAppeals,
    })
    .from(bannedUsers)
    .leftJoin(banAppeals, eq(banAppeals.banId, bannedUsers.id))
    .where(and(eq(bannedUsers.userId, userId), banIsActive))
    .orderBy(desc(bannedUsers.bannedAt))
    .limit(1);
  return ban;
}

/** Warnings the user has not acknowledged yet, newest first. */
export function listUnacknowledgedWarnings(db: Database, userId: string) {
  return db
    .select({
      id: userWarnings.id,
      reason: userWarnings.reason,
      severity: userWarnings.severity,
      createdAt: userWarnings.createdAt,
    })
    .from(userWarnings)
    .where(and(eq(userWarnings.userId, userId), isNull(userWarnings.acknowledgedAt)))
    .orderBy(desc(userWarnings.createdAt));
}

/** Acknowledges one of the user's own open warnings; answers whether there was one. */
export async function acknowledgeWarning(db: Database, userId: string, warningId: string) {
  const updated = await db
    .update(userWarnings)
    .set({ acknowledgedAt: sql`now()` })
    .where(
      and(
        eq(userWarnings.id, warningId),
        eq(userWarnings.userId, userId),
        isNull(userWarnings.acknowledgedAt),
      ),
    )
    .returning({ id: userWarnings.id });
  return updated.length > 0;
}
