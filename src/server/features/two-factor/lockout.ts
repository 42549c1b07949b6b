import { and, count, eq, gt, max, sql } from 'drizzle-orm';
import { MFA_ATTEMPT_WINDOW_MS, MFA_MAX_FAILED_ATTEMPTS } from '#shared/constants';
import type { Database } from '#server/db/client';
import { failedMfaAttempts } from '#server/db/schema/index';
import { lockMember } from '#server/db/member-lock';

const windowStart = sql`now() - make_interval(secs => ${MFA_ATTEMPT_WINDOW_MS / 1000})`;

/**
 * Failed codes in the last 15 minutes. Five of them lock the account until 15 minutes after the
 * latest, which is the same as: five failures inside the window.
 */
async function recentFailures(db: Database, userId: string) {
  const [row] = await db
    .select({ failures: count(), latest: max(failedMfaAttempts.attemptedAt) })
    .from(failedMfaAttempts)
    .where(and(eq(failedMfaAttempts.userId, userId), gt(failedMfaAttempts.attemptedAt, windowStart)));
  return row?.failures ?? 0;
}

/**
 * Takes one of the attempts the window allows, before the code is checked, and counts it as failed
 * until the code proves right. The user's row is locked while the attempts are counted and this one
 * recorded, so guesses sent in parallel queue there and each one counts: twenty at once get five
 * checks, not twenty. Answers the attempts left should this one fail, or null when none is left.
 */
export function takeAttempt(db: Database, userId: string): Promise<number | null> {
  return db.transaction(async (tx) => {
    await lockMember(tx, userId);
    const failures = await recentFailures(tx, userId);
    if (failures >= MFA_MAX_FAILED_ATTEMPTS) return null;
    await tx.insert(failedMfaAttempts).values({ userId });
    return MFA_MAX_FAILED_ATTEMPTS - failures - 1;
  });
}

/** A right code: the count starts again, the attempt it took included. */
export function clearFailures(db: Database, userId: string) {
  return db.delete(failedMfaAttempts).where(eq(failedMfaAttempts.userId, userId));
}
