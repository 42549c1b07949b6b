import { QUICK_SEARCH_COUNT, type QuickSearch } from '#shared/schemas/search';
import type { Database } from '#server/db/client';
import { listExploreProjects, listPeople } from '#server/features/search/index';
import { listServices } from '#server/features/services/index';

const NO_SUGGESTIONS: QuickSearch = { people: [], projects: [], services: [] };

/**
 * The best few people, projects and services for a search, found as each list finds them (stems,
 * typos forgiven, best match first); nothing for nothing typed.
 */
export async function quickSearch(db: Database, q: string): Promise<QuickSearch> {
  if (!q) return NO_SUGGESTIONS;
  const best = { q, sort: 'best' as const, hireable: false };
  const [people, projects, services] = await Promise.all([
    listPeople(db, { ...best, skill: '' }),
    listExploreProjects(db, { ...best, stack: '' }),
    listServices(db, { ...best, category: '', pricingType: '' }),
  ]);
  return {
    people: people.rows
      .slice(0, QUICK_SEARCH_COUNT)
      .map(({ handle, displayName, avatarUrl }) => ({ handle, displayName, avatarUrl })),
    projects: projects.rows
      .slice(0, QUICK_SEARCH_COUNT)
      .map(({ title, slug, ownerHandle }) => ({ title, slug, ownerHandle })),
    services: services.rows
      .slice(0, QUICK_SEARCH_COUNT)
      .map(({ id, title, ownerHandle }) => ({ id, title, ownerHandle })),
  };
}
