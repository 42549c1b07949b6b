import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { POPULAR_CATEGORIES_COUNT } from '#shared/schemas/services';
import type { Database } from '#server/db/client';
import { publicProfiles, services } from '#server/db/schema/index';
import { cardImageColumn } from './card-image';
import { ratingColumns } from './rating';
import { afterCursor, cursorTimeOf, PAGE_QUERY_LIMIT, type PageCursor } from '#server/db/pagination';
import type { SearchSort } from '#shared/schemas/search';
import {
  candidateIds,
  findPage,
  forgivingSearch,
  idAmong,
  isPhrase,
  rankedPage,
  type Ranked,
  type RankOrNewest,
  type TableOrAlias,
  wordsMatch,
} from '#server/features/search/index';

export type ServicesFilters = { q: string; category: string; sort: SearchSort; cursor?: PageCursor };

type ServiceColumns = TableOrAlias<typeof services>;

// Each condition repeats the predicate (`active`) of the indexes that serve it:
// services_active_created_id_idx and services_search_idx (on the stored search_vector).
const isActive = (service: ServiceColumns) => sql`${service.active}`;
const serviceAfter = (service: ServiceColumns, cursor?: PageCursor) =>
  cursor ? afterCursor(service.createdAt, service.id, cursor) : undefined;

const rankedService = (service: ServiceColumns): Ranked => ({
  searchVector: service.searchVector,
  isTitled: (phrase) => isPhrase(service.title, phrase),
});

/** One page (plus one row) of active services of visible owners, newest first. */
function selectServicesPage(db: Database, conditions: (SQL | undefined)[]) {
  return db
    .select({
      id: services.id,
      title: services.title,
      description: services.description,
      category: services.category,
      pricingType: services.pricingType,
      priceAmount: services.priceAmount,
      currency: services.currency,
      deliveryTime: services.deliveryTime,
      createdAt: services.createdAt,
      cursorTime: cursorTimeOf(services.createdAt),
      ownerHandle: publicProfiles.handle,
      ownerDisplayName: publicProfiles.displayName,
      ownerAvatarUrl: publicProfiles.avatarUrl,
      imageUrl: cardImageColumn(services),
      rating: ratingColumns(services),
    })
    .from(services)
    .innerJoin(publicProfiles, eq(publicProfiles.id, services.profileId))
    .where(and(isActive(services), ...conditions))
    .orderBy(desc(services.createdAt), desc(services.id))
    .limit(PAGE_QUERY_LIMIT);
}

/**
 * A page of the services browse (plus one row, to tell whether another follows): best match first or
 * newest first, typos forgiven when need be. A category alone is planned by PostgreSQL itself, which knows how common each category is; text
 * takes Explore's two steps.
 */
export function listServices(db: Database, { q, category, sort, cursor }: ServicesFilters) {
  const inCategory = (service: ServiceColumns) => (category ? eq(service.category, category) : undefined);
  return forgivingSearch(db, q, (texts) => {
    if (!texts) return selectServicesPage(db, [serviceAfter(services, cursor), inCategory(services)]);
    const pageOfRank = (rank: RankOrNewest, after: PageCursor | undefined) => {
      const matches = (service: ServiceColumns) => [
        wordsMatch(rankedService(service), texts, rank),
        inCategory(service),
      ];
      const { newestIds, matchingIds } = candidateIds(
        db,
        services,
        (row) => [isActive(row), serviceAfter(row, after)],
        matches,
      );
      return findPage(
        () =>
          selectServicesPage(db, [
            serviceAfter(services, after),
            idAmong(services.id, newestIds),
            ...matches(services),
          ]),
        () => selectServicesPage(db, [serviceAfter(services, after), idAmong(services.id, matchingIds)]),
      );
    };
    return sort === 'best' ? rankedPage(cursor, pageOfRank) : pageOfRank(null, cursor);
  });
}

/** The categories with the most active services of visible owners; equal counts by name. */
export function listPopularCategories(db: Database) {
  const total = count();
  return db
    .select({ category: services.category, count: total })
    .from(services)
    .innerJoin(publicProfiles, eq(publicProfiles.id, services.profileId))
    .where(isActive(services))
    .groupBy(services.category)
    .orderBy(desc(total), asc(services.category))
    .limit(POPULAR_CATEGORIES_COUNT);
}
