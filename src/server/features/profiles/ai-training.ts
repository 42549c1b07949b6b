import { and, asc, eq, ne } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { profiles, publicProfiles } from '#server/db/schema/index';
import type { AppDeps } from '#server/feature-kit/app-deps';
import { queueMemberWorkRestamp } from '#server/features/projects/index';
import { unitOfWork } from '#server/jobs/unit-of-work';

// Every image request asks whose work it is: the answer is kept a little while, for a page shows a
// dozen images of one member. Another server process hears of a change within this time.
const REMEMBERED_MS = 30_000;
const REMEMBERED_MAX = 10_000;
const remembered = new Map<string, { allows: boolean; until: number }>();

/**
 * Whether the member lets AI models train on their work (docs/decisions/0065-ai-training-opt-out.md).
 * An account with no profile has no work to lift the reservation from: false.
 */
export async function allowsAiTraining(db: Database, userId: string): Promise<boolean> {
  const now = Date.now();
  const known = remembered.get(userId);
  if (known && known.until > now) return known.allows;
  const [row] = await db
    .select({ allows: profiles.allowAiTraining })
    .from(profiles)
    .where(eq(profiles.userId, userId));
  const allows = row?.allows ?? false;
  if (remembered.size >= REMEMBERED_MAX) remembered.clear();
  remembered.set(userId, { allows, until: now + REMEMBERED_MS });
  return allows;
}

/**
 * Saves the member's choice; this process answers with it at once. A change is written into their
 * work's images too (plus:DataMining, docs/decisions/0067), by a job queued with it.
 */
export async function setAiTraining(
  deps: Pick<AppDeps, 'db' | 'events' | 'jobs'>,
  userId: string,
  allow: boolean,
) {
  await unitOfWork(deps, async (unit) => {
    const changed = await unit.db
      .update(profiles)
      .set({ allowAiTraining: allow })
      .where(and(eq(profiles.userId, userId), ne(profiles.allowAiTraining, allow)))
      .returning({ id: profiles.id });
    if (changed.length > 0) await queueMemberWorkRestamp(unit, userId);
  });
  remembered.delete(userId);
}

/**
 * The public profiles whose members let AI models train on their work, by handle: what robots.txt
 * and TDMRep's file open to AI crawlers. At most `limit`: the files stay a size crawlers read whole,
 * and a member beyond it stays reserved, the safe side.
 */
export function aiTrainingAllowedProfiles(db: Database, limit: number) {
  return db
    .select({ handle: publicProfiles.handle, userId: publicProfiles.userId })
    .from(publicProfiles)
    .innerJoin(profiles, eq(profiles.id, publicProfiles.id))
    .where(eq(profiles.allowAiTraining, true))
    .orderBy(asc(publicProfiles.handle))
    .limit(limit);
}
