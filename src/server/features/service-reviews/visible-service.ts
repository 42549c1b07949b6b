import { eq } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { profiles, publicProfiles, services } from '#server/db/schema/index';
import { contentPowers } from '#server/policy/staff-policy';

/**
 * A service as its page shows it: to everyone when active and its owner's profile is public, and
 * otherwise only to the owner and the staff who act on services. Anything else is not found.
 */
export async function findVisibleService(db: Database, serviceId: string, viewerId: string | null) {
  const [row] = await db
    .select({
      id: services.id,
      title: services.title,
      active: services.active,
      ownerUserId: profiles.userId,
      ownerIsPublic: publicProfiles.id,
    })
    .from(services)
    .innerJoin(profiles, eq(profiles.id, services.profileId))
    .leftJoin(publicProfiles, eq(publicProfiles.id, services.profileId))
    .where(eq(services.id, serviceId));
  if (!row) return undefined;
  if (row.active && row.ownerIsPublic) return row;
  if (viewerId === null) return undefined;
  if (row.ownerUserId === viewerId) return row;
  if ((await contentPowers(db, viewerId, row.ownerUserId, 'moderateContent')).sees) return row;
  return undefined;
}
