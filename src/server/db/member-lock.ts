import { eq } from 'drizzle-orm';
import type { Database } from './client';
import { users } from './schema/index';

/**
 * Holds the member's row for the rest of the transaction, so that two of their writes at once (a
 * second tab, a double tap, guesses sent in parallel) count what they have one after the other and
 * never pass a limit.
 */
export async function lockMember(tx: Database, memberId: string) {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, memberId)).for('update');
}
