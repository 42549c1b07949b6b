import { and, count, desc, eq, ne, sql } from 'drizzle-orm';
import type { HomeOverview, SuggestedCreator } from '#shared/schemas/home';
import type { Database } from '#server/db/client';
import { qualified } from '#server/db/qualified';
import { follows, profiles, projects, publicProfiles, services } from '#server/db/schema/index';
import { listNewestWorks } from '#server/features/search/index';
import { blockBetween } from '#server/policy/blocks';

/** How many creators a member who follows no one is offered. */
export const SUGGESTIONS_SHOWN = 6;
// Suggestions come from the authors of this many of the newest published projects: people at work
// now, found along the newest-first index without counting anyone's followers.
const RECENT_PROJECTS_LOOKED_AT = 200;

/** A member's home beside the feed: what a new creator has left to do, and whom to follow. */
export async function readHomeOverview(db: Database, memberId: string): Promise<HomeOverview> {
  const [[own], [following]] = await Promise.all([
    db
      .select({
        avatarUrl: profiles.avatarUrl,
        hasProject: sql<boolean>`exists (select 1 from ${projects} where ${projects.ownerId} = ${qualified(profiles.id)})`,
        hasService: sql<boolean>`exists (select 1 from ${services} where ${services.profileId} = ${qualified(profiles.id)})`,
      })
      .from(profiles)
      .where(eq(profiles.userId, memberId)),
    db.select({ value: count() }).from(follows).where(eq(follows.followerId, memberId)),
  ]);
  const followingCount = following?.value ?? 0;
  return {
    nextSteps: {
      addAvatar: !own?.avatarUrl,
      publishProject: !own?.hasProject,
      offerService: !own?.hasService,
    },
    followingCount,
    suggestions: followingCount === 0 ? await suggestCreators(db, memberId) : [],
  };
}

/** Creators with recent work, not the member, and no block between them, with three works each. */
async function suggestCreators(db: Database, memberId: string): Promise<SuggestedCreator[]> {
  const recent = db
    .select({ ownerId: projects.ownerId, createdAt: projects.createdAt })
    .from(projects)
    .where(eq(projects.published, true))
    .orderBy(desc(projects.createdAt), desc(projects.id))
    .limit(RECENT_PROJECTS_LOOKED_AT)
    .as('recent');
  const creators = await db
    .select({
      id: profiles.id,
      handle: publicProfiles.handle,
      displayName: publicProfiles.displayName,
      avatarUrl: publicProfiles.avatarUrl,
      headline: profiles.headline,
      hireable: publicProfiles.hireable,
      latest: sql<Date>`max(${recent.createdAt})`.as('latest'),
    })
    .from(recent)
    .innerJoin(publicProfiles, eq(publicProfiles.id, recent.ownerId))
    .innerJoin(profiles, eq(profiles.id, publicProfiles.id))
    .where(
      and(ne(publicProfiles.userId, memberId), sql`not ${blockBetween(memberId, publicProfiles.userId)}`),
    )
    .groupBy(
      profiles.id,
      publicProfiles.handle,
      publicProfiles.displayName,
      publicProfiles.avatarUrl,
      profiles.headline,
      publicProfiles.hireable,
    )
    .orderBy(sql`latest desc`)
    .limit(SUGGESTIONS_SHOWN);
  const works = await listNewestWorks(
    db,
    creators.map((creator) => creator.id),
  );
  return creators.map(({ id, latest: _latest, ...creator }) => ({ ...creator, works: works.get(id) ?? [] }));
}
