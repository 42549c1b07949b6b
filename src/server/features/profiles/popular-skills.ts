import { and, asc, desc, eq, gt } from 'drizzle-orm';
import { POPULAR_SKILLS_COUNT } from '#shared/schemas/profiles';
import type { Database } from '#server/db/client';
import { searchTags } from '#server/db/schema/index';

/**
 * The skills most public profiles name, most used first: onboarding's suggestions. The search
 * triggers keep the count (search_tags, decision 49), so this reads at most a few thousand small rows.
 */
export async function listPopularSkills(db: Database): Promise<string[]> {
  const rows = await db
    .select({ tag: searchTags.tag })
    .from(searchTags)
    .where(and(eq(searchTags.kind, 'skill'), gt(searchTags.uses, 0)))
    .orderBy(desc(searchTags.uses), asc(searchTags.key))
    .limit(POPULAR_SKILLS_COUNT);
  return rows.map((row) => row.tag);
}
