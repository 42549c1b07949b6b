import type { Database } from '#server/db/client';
import { findVisibleProfile, findVisibleProfileOfUser } from '#server/features/profiles/index';

// Who is an actor (docs/decisions/0071-federation-with-fedify.md): a profile others may see (onboarded,
// not banned) whose member has not turned federation off.

/** The profile of a member who is an actor, by user id. */
export async function findFederatingProfileOfUser(db: Database, userId: string) {
  const profile = await findVisibleProfileOfUser(db, userId);
  return profile?.federates ? profile : undefined;
}

/** The user id of a member who is an actor, by handle. */
export async function findFederatingUserByHandle(db: Database, handle: string) {
  const found = await findVisibleProfile(db, handle);
  return found?.profile.federates ? found.profile.userId : null;
}
