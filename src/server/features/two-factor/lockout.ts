import { and, count, eq, gt, max, sql } from 'drizzle-orm';
import { MFA_ATTEMPT_WINDOW_MS, MFA_MAX_FAILED_ATTEMPTS } from '@shared/constants';
import type { Database } from '../../db/client';
import { failedMfaAttempts } from '../../db/schema/index';

const windowStart = sql`now() - make_interval(secs => ${MFA_ATTEMPT_WINDOW_MS / 1000})`;

/**
 * Failed codes in the last 15 minutes. Five of them lock the account until 15 minutes after the
 * latest, which is the same as: five failures inside the window.
 */
export async function recentFailures(db: Database, userId: string) {
  const [row] = await db
    .select({ failures: count(), latest: max(failedMfaAttempts.attemptedAt) })
    .from(failedMfaAttempts)
    .where(and(eq(failedMfaAttempts.userId, userId), gt(failedMfaAttempts.attemptedAt, windowStart)));
  return row?.failures ?? 0;
}

export const isLocked = (failures: number) => failures >= MFA_MAX_FAILED_ATTEMPTS;

/** Records a failed code and answers how many attempts are left before the lock. */
export async function recordFailure(db: Database, userId: string) {
  await db.insert(failedMfaAttempts).values({ userId });
  return Math.max(0, MFA_MAX_FAILED_ATTEMPTS - (await recentFailures(db, userId)));
}

export function clearFailures(db: Database, userId: string) {
  return db.delete(failedMfaAttempts).where(eq(failedMfaAttempts.userId, userId));
}
