import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { profiles, projects } from '#server/db/schema/index';
import { statementsPerShape } from '#server/db/statements-per-shape';
import { PERSON_CARD_WORKS, type PersonWork } from '#shared/schemas/search';

// One statement for a whole page of People, whatever its size: for each profile, a lateral read of
// its newest published projects, which projects_owner_created_idx answers a few rows at a time.
// Published is what every public list of projects reads (a hold unpublishes; decision 32); the
// owners are the page's own cards, already public profiles (onboarded, not banned).
const newestWorksStatement = statementsPerShape(
  () => 'page',
  (db) => {
    const works = db
      .select({
        id: projects.id,
        slug: projects.slug,
        title: projects.title,
        coverUrl: projects.coverUrl,
        createdAt: projects.createdAt,
      })
      .from(projects)
      .where(and(eq(projects.ownerId, profiles.id), eq(projects.published, true)))
      .orderBy(desc(projects.createdAt), desc(projects.id))
      .limit(PERSON_CARD_WORKS)
      .as('works');
    return db
      .select({
        ownerId: profiles.id,
        id: works.id,
        slug: works.slug,
        title: works.title,
        coverUrl: works.coverUrl,
      })
      .from(profiles)
      .innerJoinLateral(works, sql`true`)
      .where(sql`${profiles.id} = any(${sql.placeholder('ownerIds')}::uuid[])`)
      .orderBy(profiles.id, desc(works.createdAt), desc(works.id))
      .prepare('');
  },
);

/** The newest published works of each profile named, by profile id, in one query for a whole page. */
export async function listNewestWorks(db: Database, profileIds: string[]) {
  const byOwner = new Map<string, PersonWork[]>();
  if (profileIds.length === 0) return byOwner;
  const rows = await newestWorksStatement(db, undefined).execute({ ownerIds: profileIds });
  for (const row of rows) {
    const works = byOwner.get(row.ownerId) ?? [];
    works.push({ id: row.id, slug: row.slug, title: row.title, coverUrl: row.coverUrl });
    byOwner.set(row.ownerId, works);
  }
  return byOwner;
}
