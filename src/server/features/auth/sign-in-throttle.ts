import { and, eq, gt, lt, sql } from 'drizzle-orm';
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
 * Seconds this address must still wait before trying this account again, or 0. Only failures count,
 * and only those of the same account from the same address: guesses from elsewhere never delay the
 * owner. Guessing one account from many addresses meets argon2id and the 12-character minimum.
 */
export async function secondsBeforeNextSignIn(db: Database, email: string, ipAddress: string) {
  const [row] = await db
    .select({
      failures: signInFailures.failures,
      // Measured by the database's clock, which also stamped the failure.
      elapsedMs: sql<number>`extract(epoch from (now() - ${signInFailures.lastFailedAt})) * 1000`,
    })
    .from(signInFailures)
    .where(and(pair(email, ipAddress), gt(signInFailures.lastFailedAt, memoryStart)));
  if (!row) return 0;
  const waitMs = delayAfterFailures(row.failures) - Number(row.elapsedMs);
  return Math.max(0, Math.ceil(waitMs / 1000));
}

/** Counts a failed sign-in for the pair, starting again when the last one is forgotten. */
export async function recordSignInFailure(db: Database, email: string, ipAddress: string) {
  await db
    .insert(signInFailures)
    .values({ email, ipAddress: clientNetwork(ipAddress), failures: 1, lastFailedAt: sql`now()` })
    .onConflictDoUpdate({
      target: [signInFailures.email, signInFailures.ipAddress],
      set: {
        failures: sql`case when ${signInFailures.lastFailedAt} > ${memoryStart} then ${signInFailures.failures} + 1 else 1 end`,
        lastFailedAt: sql`now()`,
      },
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
