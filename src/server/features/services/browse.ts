import { and, asc, count, desc, eq, gt, gte, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { POPULAR_CATEGORIES_COUNT } from '#shared/schemas/services';
import type { Database } from '#server/db/client';
import { publicProfiles, services } from '#server/db/schema/index';
import { cardImageColumn } from './card-image';
import { titleVector } from '#server/db/schema/search-documents';
import { ratingColumns } from './rating';
import { afterCursor, cursorTimeOf, PAGE_QUERY_LIMIT, type PageCursor } from '#server/db/pagination';
import type { servicesQuerySchema } from '#shared/schemas/services';
import type { z } from 'zod';
import {
  candidateIds,
  findPage,
  forgivingSearch,
  idAmong,
  isPhrase,
  matchesWords,
  rankedPage,
  type Ranked,
  type RankOrNewest,
  type SearchStep,
  EXACT_RANK,
  type TableOrAlias,
  wordsMatch,
} from '#server/features/search/index';

/** The browse's query as its schema reads it, the cursor decoded. */
export type ServicesFilters = Omit<z.infer<typeof servicesQuerySchema>, 'cursor'> & {
  cursor?: PageCursor | undefined;
};
type ServiceSort = ServicesFilters['sort'];

type ServiceColumns = TableOrAlias<typeof services>;

// Each condition repeats the predicate (`active`) of the indexes that serve it:
// services_active_created_id_idx, services_search_idx (on the stored search_vector),
// services_title_exact_idx, and for the sorts by value services_active_price_idx,
// services_active_price_desc_idx and services_active_rating_idx.
const isActive = (service: ServiceColumns) => sql`${service.active}`;
const serviceAfter = (service: ServiceColumns, cursor?: PageCursor) =>
  cursor ? afterCursor(service.createdAt, service.id, cursor) : undefined;

const rankedService = (service: ServiceColumns): Ranked => ({
  searchVector: service.searchVector,
  titleVector: titleVector(service.title),
  isTitled: (phrase) => isPhrase(service.title, phrase),
});

/** The filters besides words: each one a condition on the service's own columns. */
const filteredBy = (service: ServiceColumns, filters: ServicesFilters) => [
  filters.category ? eq(service.category, filters.category) : undefined,
  filters.pricingType ? eq(service.pricingType, filters.pricingType) : undefined,
  // A custom quote has no price, so any range leaves it out.
  filters.minPrice === undefined ? undefined : gte(service.priceAmount, filters.minPrice),
  filters.maxPrice === undefined ? undefined : lte(service.priceAmount, filters.maxPrice),
  filters.delivery === undefined ? undefined : lte(service.deliveryTime, filters.delivery),
  filters.minRating === undefined ? undefined : gte(service.ratingAverage, filters.minRating),
];

type ServiceRow = Awaited<ReturnType<typeof selectServicesPage>>[number];
type ValueSort = { column: AnyPgColumn; ascending: boolean; valueOf: (row: ServiceRow) => number | null };

/** The sorts by a value, lowest or highest first; services without one (a custom quote, no review) last. */
const VALUE_SORTS: Partial<Record<ServiceSort, ValueSort>> = {
  price_asc: { column: services.priceAmount, ascending: true, valueOf: (row) => row.priceAmount },
  price_desc: { column: services.priceAmount, ascending: false, valueOf: (row) => row.priceAmount },
  rating: { column: services.ratingAverage, ascending: false, valueOf: (row) => row.rating.average },
};

/** Rows after the cursor in a value sort: (value, nulls last; created_at desc; id desc). */
function afterValue({ column, ascending }: ValueSort, cursor: PageCursor | undefined) {
  if (!cursor) return undefined;
  const sameValueAfter = afterCursor(services.createdAt, services.id, cursor);
  if (cursor.value === undefined || cursor.value === null) return and(isNull(column), sameValueAfter);
  return or(
    ascending ? gt(column, cursor.value) : lt(column, cursor.value),
    and(eq(column, cursor.value), sameValueAfter),
    isNull(column),
  );
}

const NEWEST_FIRST = [desc(services.createdAt), desc(services.id)];

/** One page (plus one row) of active services of visible owners, newest first unless told. */
function selectServicesPage(db: Database, conditions: (SQL | undefined)[], order: SQL[] = NEWEST_FIRST) {
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
    .orderBy(...order)
    .limit(PAGE_QUERY_LIMIT);
}

/** A page sorted by a value, each row carrying it for the cursor; words, when given, match as on Explore. */
async function valueSortedPage(
  db: Database,
  sortBy: ValueSort,
  conditions: (SQL | undefined)[],
  cursor?: PageCursor,
) {
  const order = [
    sql`${sortBy.column} ${sql.raw(sortBy.ascending ? 'asc' : 'desc')} nulls last`,
    ...NEWEST_FIRST,
  ];
  const rows = await selectServicesPage(db, [...conditions, afterValue(sortBy, cursor)], order);
  return rows.map((row) => ({ ...row, sortValue: sortBy.valueOf(row) }));
}

/**
 * A page of the services browse (plus one row, to tell whether another follows): best match first,
 * newest first, or by price or rating, typos forgiven when need be (decision 49). Without words,
 * PostgreSQL plans the filters itself, knowing how common each category is; words take Explore's two
 * steps, except in a sort by value, which reads every match.
 */
export function listServices(db: Database, filters: ServicesFilters) {
  const { q, sort, cursor } = filters;
  return forgivingSearch(db, q, (texts) => {
    const valueSort = VALUE_SORTS[sort];
    if (valueSort) {
      const words = texts ? matchesWords(services.searchVector, texts.words) : undefined;
      return valueSortedPage(db, valueSort, [words, ...filteredBy(services, filters)], cursor);
    }
    if (!texts)
      return selectServicesPage(db, [serviceAfter(services, cursor), ...filteredBy(services, filters)]);
    const pageOfRank = (rank: RankOrNewest, after: PageCursor | undefined) => {
      const matches = (service: ServiceColumns, step: SearchStep) => [
        wordsMatch(rankedService(service), texts, rank, step),
        ...filteredBy(service, filters),
      ];
      const { newestIds, matchingIds } = candidateIds(
        db,
        services,
        (row) => [isActive(row), serviceAfter(row, after)],
        (row) => matches(row, 'every match'),
      );
      return findPage(
        () =>
          selectServicesPage(db, [
            serviceAfter(services, after),
            idAmong(services.id, newestIds),
            ...matches(services, 'newest'),
          ]),
        () => selectServicesPage(db, [serviceAfter(services, after), idAmong(services.id, matchingIds)]),
        { fewMatches: rank === EXACT_RANK },
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
