import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { POPULAR_CATEGORIES_COUNT } from '#shared/schemas/services';
import type { Database } from '#server/db/client';
import { publicProfiles, services } from '#server/db/schema/index';
import { cardImageColumn } from './card-image';
import { ratingColumns } from './rating';
import { candidateIds, findPage, idAmong, type TableOrAlias } from '#server/features/search/index';
import { afterCursor, cursorTimeOf, PAGE_QUERY_LIMIT, type PageCursor } from '#server/db/pagination';
import { matchesPrefixQuery, toPrefixQuery } from '#server/features/search/index';

export type ServicesFilters = { q: string; category: string; cursor?: PageCursor };

type ServiceColumns = TableOrAlias<typeof services>;

// Each condition repeats the predicate (`active`) of the indexes that serve it:
// services_active_created_id_idx and services_search_idx (on the stored search_vector).
const isActive = (service: ServiceColumns) => sql`${service.active}`;
const serviceAfter = (service: ServiceColumns, cursor?: PageCursor) =>
  cursor ? afterCursor(service.createdAt, service.id, cursor) : undefined;

/** Words of title and description, and one whole category. */
function serviceMatches(service: ServiceColumns, prefixQuery: string | null, category: string) {
  return [
    prefixQuery ? matchesPrefixQuery(service.searchVector, prefixQuery) : undefined,
    category ? eq(service.category, category) : undefined,
  ];
}

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
 * A page of the services browse (plus one row, to tell whether another follows). A category alone is
 * planned by PostgreSQL itself, which knows how common each category is; text takes Explore's two steps.
 */
export async function listServices(db: Database, { q, category, cursor }: ServicesFilters) {
  const prefixQuery = toPrefixQuery(q);
  const after = serviceAfter(services, cursor);
  if (!prefixQuery) return selectServicesPage(db, [after, ...serviceMatches(services, null, category)]);

  const { newestIds, matchingIds } = candidateIds(
    db,
    services,
    (row) => [isActive(row), serviceAfter(row, cursor)],
    (row) => serviceMatches(row, prefixQuery, category),
  );
  return findPage(
    () =>
      selectServicesPage(db, [
        after,
        idAmong(services.id, newestIds),
        ...serviceMatches(services, prefixQuery, category),
      ]),
    () => selectServicesPage(db, [after, idAmong(services.id, matchingIds)]),
  );
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
