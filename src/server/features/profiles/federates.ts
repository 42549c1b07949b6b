import { eq } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { profiles } from '#server/db/schema/index';

/**
 * Saves whether the member's profile is an actor others follow from their servers. Turned off, the
 * federation outbox tells their followers there at its next run (docs/decisions/0071): no write
 * here names federation, as no write of projects does.
 */
export async function setFederates(db: Database, userId: string, federates: boolean) {
  await db.update(profiles).set({ federates }).where(eq(profiles.userId, userId));
}

/**
 * Saves whether follows from other servers wait for the member's approval. Turned off, the
 * federation outbox accepts those waiting at its next run, as it tells of the switch above.
 */
/** Whether the member's project pages show their views (docs/decisions/0072). */
export async function setShowsViews(db: Database, userId: string, showsViews: boolean) {
  await db.update(profiles).set({ showsViews }).where(eq(profiles.userId, userId));
}

export async function setApprovesFollowers(db: Database, userId: string, approvesFollowers: boolean) {
  await db.update(profiles).set({ approvesFollowers }).where(eq(profiles.userId, userId));
}
