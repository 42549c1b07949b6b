import { and, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { signInFailures } from '#server/db/schema/index';
import { clientNetwork } from '#server/security/client-network';

// Failures are remembered this long after the latest one; a quiet quarter hour starts afresh.
const FAILURE_MEMORY_MS = 15 * 60 * 1000;
// A person mistyping gets this many tries with no wait at all.
const FREE_FAILURES = 5;
const FIRST_DELAY_MS = 1000;
const LONGEST_DELAY_MS = 15 * 60 * 1000;

const memoryStart = sql`now() - make_interval(secs => ${FAILURE_MEMORY_MS / 1000})`;
// Counted per network: an IPv6 client's whole /64 is one, so a new address in it is no fresh start.
const pair = (email: string, ipAddress: string) =>
  and(eq(signInFailures.email, email), eq(signInFailures.ipAddress, clientNetwork(ipAddress)));

/** How long a pair must wait before its next try: none for the first five failures, then 1 s doubling. */
export function delayAfterFailures(failures: number): number {
  if (failures < FREE_FAILURES) return 0;
  return Math.min(FIRST_DELAY_MS * 2 ** (failures - FREE_FAILURES), LONGEST_DELAY_MS);
}

/**
 * Takes one try for this account from this address, before the password is checked, and counts it
 * as failed until the password proves right. Answers the seconds the address must still wait
 * instead (the try is then not taken), or 0. The pair's row is locked while its failures are
 * counted and this try recorded, so tries sent in parallel queue there and each one counts: twenty
 * at once meet argon2 five times, not twenty. Only failures count, and only those of the same
 * account from the same address: guesses from elsewhere never delay the owner. Guessing one
 * account from many addresses meets argon2id and the 12-character minimum.
 */
export function takeSignInAttempt(db: Database, email: string, ipAddress: string): Promise<number> {
  return db.transaction(async (tx) => {
    await tx
      .insert(signInFailures)
      .values({ email, ipAddress: clientNetwork(ipAddress), failures: 0, lastFailedAt: sql`now()` })
      .onConflictDoNothing();
    const [row] = await tx
      .select({
        failures: signInFailures.failures,
        remembered: sql<boolean>`${signInFailures.lastFailedAt} > ${memoryStart}`,
        // Measured by the database's clock, which also stamped the failure.
        elapsedMs: sql<number>`extract(epoch from (now() - ${signInFailures.lastFailedAt})) * 1000`,
      })
      .from(signInFailures)
      .where(pair(email, ipAddress))
      .for('update');
    const failures = row?.remembered ? row.failures : 0;
    const waitMs = delayAfterFailures(failures) - Number(row?.elapsedMs ?? 0);
    if (waitMs > 0) return Math.ceil(waitMs / 1000);
    await tx
      .update(signInFailures)
      .set({ failures: failures + 1, lastFailedAt: sql`now()` })
      .where(pair(email, ipAddress));
    return 0;
  });
}

/** A successful sign-in wipes the pair's slate. */
export function clearSignInFailures(db: Database, email: string, ipAddress: string) {
  return db.delete(signInFailures).where(pair(email, ipAddress));
}

/** Drops failures old enough to be forgotten. */
export function deleteForgottenSignInFailures(db: Database) {
  return db.delete(signInFailures).where(lt(signInFailures.lastFailedAt, memoryStart));
}
