import { and, count, desc, eq, getTableColumns } from 'drizzle-orm';
import type { PublicProfile } from '#shared/schemas/profiles';
import type { Database } from '#server/db/client';
import { follows, profiles, projects, publicProfiles, services } from '#server/db/schema/index';
import { serviceOwnCardColumns } from '#server/features/services/index';
import { projectOwnCardColumns } from '#server/features/projects/index';
import { withoutSearchColumns } from '#server/db/schema/search-documents';
import { AppError } from '#server/errors';
import { toProfileLinks } from './links';
import { hasBlocked } from '#server/policy/blocks';

// A profile page shows this many of each; a creator with more is browsed through explore and services.
const PROFILE_LIST_LIMIT = 60;

const profileColumns = withoutSearchColumns(getTableColumns(profiles));

/** The profile behind a handle as others may see it: onboarded and not banned (the public view), or none. */
export async function findVisibleProfile(db: Database, handle: string) {
  const [row] = await db
    .select({ profile: profileColumns, roles: publicProfiles.roles })
    .from(profiles)
    .innerJoin(publicProfiles, eq(publicProfiles.id, profiles.id))
    .where(eq(profiles.handle, handle.toLowerCase()))
    .limit(1);
  return row;
}

/** The visible profile of a user, by their id: how other servers name a member (as an actor). */
export async function findVisibleProfileOfUser(db: Database, userId: string) {
  const [row] = await db
    .select({ profile: profileColumns })
    .from(profiles)
    .innerJoin(publicProfiles, eq(publicProfiles.id, profiles.id))
    .where(eq(profiles.userId, userId))
    .limit(1);
  return row?.profile;
}

async function countFollows(db: Database, userId: string) {
  const [[followers], [following]] = await Promise.all([
    db.select({ value: count() }).from(follows).where(eq(follows.followingId, userId)),
    db.select({ value: count() }).from(follows).where(eq(follows.followerId, userId)),
  ]);
  return { followerCount: followers?.value ?? 0, followingCount: following?.value ?? 0 };
}

export async function isFollowing(db: Database, followerId: string, followingId: string) {
  const [row] = await db
    .select({ id: follows.id })
    .from(follows)
    .where(and(eq(follows.followerId, followerId), eq(follows.followingId, followingId)));
  return Boolean(row);
}

/** Everything a public profile page shows, for a visitor (viewerId null) or a signed-in user. */
export async function getPublicProfile(
  db: Database,
  site: { federates: boolean; host: string },
  handle: string,
  viewerId: string | null,
): Promise<PublicProfile> {
  const found = await findVisibleProfile(db, handle);
  if (!found) throw new AppError('not_found', 'profileNotFound');
  const { profile, roles } = found;
  const [counts, following, blocked, projectRows, serviceRows] = await Promise.all([
    countFollows(db, profile.userId),
    viewerId && viewerId !== profile.userId ? isFollowing(db, viewerId, profile.userId) : false,
    viewerId && viewerId !== profile.userId ? hasBlocked(db, viewerId, profile.userId) : false,
    db
      .select(projectOwnCardColumns)
      .from(projects)
      .where(and(eq(projects.ownerId, profile.id), eq(projects.published, true)))
      .orderBy(desc(projects.createdAt))
      .limit(PROFILE_LIST_LIMIT),
    db
      .select(serviceOwnCardColumns)
      .from(services)
      .where(and(eq(services.profileId, profile.id), eq(services.active, true)))
      .orderBy(desc(services.createdAt))
      .limit(PROFILE_LIST_LIMIT),
  ]);
  const handleOf = profile.handle ?? handle;
  return {
    userId: profile.userId,
    handle: handleOf,
    displayName: profile.displayName,
    headline: profile.headline,
    bio: profile.bio,
    location: profile.location,
    skills: profile.skills,
    introUrl: profile.introUrl,
    primaryCta: profile.primaryCta as PublicProfile['primaryCta'],
    primaryCtaUrl: profile.primaryCtaUrl,
    hireable: profile.hireable,
    avatarUrl: profile.avatarUrl,
    bannerUrl: profile.bannerUrl,
    links: toProfileLinks(profile),
    roles: roles as PublicProfile['roles'],
    ...counts,
    isFollowing: following,
    isBlocked: blocked,
    isSelf: viewerId === profile.userId,
    fediverseAddress: site.federates && profile.federates ? `@${handleOf}@${site.host}` : null,
    createdAt: profile.createdAt.toISOString(),
    projects: projectRows.map((project) => ({
      id: project.id,
      title: project.title,
      slug: project.slug,
      summary: project.summary,
      coverUrl: project.coverUrl,
      stack: project.stack,
      createdAt: project.createdAt.toISOString(),
      ownerHandle: handleOf,
    })),
    services: serviceRows.map((service) => ({
      id: service.id,
      title: service.title,
      category: service.category,
      pricingType: service.pricingType as PublicProfile['services'][number]['pricingType'],
      priceAmount: service.priceAmount,
      currency: service.currency,
      deliveryTime: service.deliveryTime,
      createdAt: service.createdAt.toISOString(),
      ownerHandle: handleOf,
      ownerDisplayName: profile.displayName,
      ownerAvatarUrl: profile.avatarUrl,
      imageUrl: service.imageUrl,
      rating: service.rating,
    })),
  };
}
