import { and, asc, count, desc, eq, gt, gte, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { POPULAR_CATEGORIES_COUNT } from '#shared/schemas/services';
import type { Database } from '#server/db/client';
import { publicProfiles, services } from '#server/db/schema/index';
import { serviceCardColumns } from './card-columns';
import { titleVector } from '#server/db/schema/search-documents';
import { afterCursor, type CursorParams, cursorTimeOf, type PageCursor } from '#server/db/pagination';
import { statementsPerShape } from '#server/db/statements-per-shape';
import type { servicesQuerySchema } from '#shared/schemas/services';
import type { z } from 'zod';
import {
  forgivingSearch,
  isPhrase,
  matchesWords,
  pageOrder,
  rankedPage,
  type Ranked,
  type RankOrNewest,
  searchStatements,
  type TableOrAlias,
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
const serviceAfter = (service: ServiceColumns, cursor?: CursorParams) =>
  cursor ? afterCursor(service.createdAt, service.id, cursor) : undefined;

const rankedService = (service: ServiceColumns): Ranked => ({
  searchVector: service.searchVector,
  titleVector: titleVector(service.title),
  isTitled: (phrase) => isPhrase(service.title, phrase),
});

/** The filters besides words, by name: each one a condition on the service's own columns. */
const FILTERS = {
  category: (service: ServiceColumns) => eq(service.category, sql.placeholder('category')),
  pricingType: (service: ServiceColumns) => eq(service.pricingType, sql.placeholder('pricingType')),
  // A custom quote has no price, so any range leaves it out.
  minPrice: (service: ServiceColumns) => gte(service.priceAmount, sql.placeholder('minPrice')),
  maxPrice: (service: ServiceColumns) => lte(service.priceAmount, sql.placeholder('maxPrice')),
  delivery: (service: ServiceColumns) => lte(service.deliveryTime, sql.placeholder('delivery')),
  minRating: (service: ServiceColumns) => gte(service.ratingAverage, sql.placeholder('minRating')),
};
type FilterName = keyof typeof FILTERS;
const FILTER_NAMES = Object.keys(FILTERS) as FilterName[];
const isFiltering = (filters: ServicesFilters, name: FilterName) =>
  filters[name] !== undefined && filters[name] !== '';

type ServiceRow = Awaited<ReturnType<typeof selectServicesPage>>[number];
type ValueSort = { column: AnyPgColumn; ascending: boolean; valueOf: (row: ServiceRow) => number | null };

/** The sorts by a value, lowest or highest first; services without one (a custom quote, no review) last. */
const VALUE_SORTS: Partial<Record<ServiceSort, ValueSort>> = {
  price_asc: { column: services.priceAmount, ascending: true, valueOf: (row) => row.priceAmount },
  price_desc: { column: services.priceAmount, ascending: false, valueOf: (row) => row.priceAmount },
  rating: { column: services.ratingAverage, ascending: false, valueOf: (row) => row.rating.average },
};

/** Where the previous page ended: nowhere, at a time (and a rank), or at a value, or past the last value. */
type After = 'none' | 'time' | 'value' | 'no value';
const cursorParams = { createdAt: sql.placeholder('cursorTime'), id: sql.placeholder('cursorId') };

/** Rows after the cursor in a value sort: (value, nulls last; created_at desc; id desc). */
function afterValue({ column, ascending }: ValueSort, after: After) {
  if (after === 'none') return undefined;
  const sameValueAfter = afterCursor(services.createdAt, services.id, cursorParams);
  if (after === 'no value') return and(isNull(column), sameValueAfter);
  const value = sql.placeholder('cursorValue');
  return or(
    ascending ? gt(column, value) : lt(column, value),
    and(eq(column, value), sameValueAfter),
    isNull(column),
  );
}

/** One page (plus one row) of active services of visible owners, newest first unless told. */
function selectServicesPage(db: Database, conditions: (SQL | undefined)[], order = pageOrder(services)) {
  return db
    .select({
      ...serviceCardColumns,
      description: services.description,
      cursorTime: cursorTimeOf(services.createdAt),
      rank: order.rank,
    })
    .from(services)
    .innerJoin(publicProfiles, eq(publicProfiles.id, services.profileId))
    .where(and(isActive(services), ...conditions))
    .orderBy(...order.by)
    .limit(order.limit);
}

/** Which filters, order and words a browse request uses: each combination is one prepared statement (or two). */
type ServicesShape = {
  filters: FilterName[];
  sort: ServiceSort;
  after: After;
  words: boolean;
  rank: RankOrNewest;
};
const keyOfShape = (shape: ServicesShape) =>
  [shape.filters.join(','), shape.sort, shape.after, Number(shape.words), shape.rank ?? 'n'].join('|');

const searchTexts = {
  phrase: sql.placeholder('phrase'),
  words: sql.placeholder('words'),
  titleWords: sql.placeholder('titleWords'),
};

const servicesStatements = statementsPerShape(keyOfShape, (db, shape) => {
  const narrowed = (service: ServiceColumns) => shape.filters.map((name) => FILTERS[name](service));
  const valueSort = VALUE_SORTS[shape.sort];
  if (valueSort) {
    // Words in a sort by value read every match: the order is not the newest rows'.
    const words = shape.words ? matchesWords(services.searchVector, searchTexts.words) : undefined;
    const newestFirst = pageOrder(services);
    const byValue = sql`${valueSort.column} ${sql.raw(valueSort.ascending ? 'asc' : 'desc')} nulls last`;
    const page = selectServicesPage(db, [words, ...narrowed(services), afterValue(valueSort, shape.after)], {
      ...newestFirst,
      by: [byValue, ...newestFirst.by],
    }).prepare('');
    return async (values: Record<string, unknown>) =>
      (await page.execute(values)).map((row) => ({ ...row, sortValue: valueSort.valueOf(row) }));
  }
  const cursor = shape.after === 'time' ? cursorParams : undefined;
  if (!shape.words) {
    // Without words, PostgreSQL plans the filters itself, knowing how common each category is.
    const page = selectServicesPage(db, [serviceAfter(services, cursor), ...narrowed(services)]).prepare('');
    return (values: Record<string, unknown>) => page.execute(values);
  }
  return searchStatements(db, services, {
    pageOf: (conditions, rank) => selectServicesPage(db, conditions, pageOrder(services, rank)),
    shown: [serviceAfter(services, cursor)],
    listed: (row) => [isActive(row), serviceAfter(row, cursor)],
    narrowed,
    texts: { document: rankedService, words: searchTexts },
    read: shape.rank,
  });
});

/** Where a page goes on from, as the shape names it. */
function afterOf(sort: ServiceSort, after: PageCursor | undefined): After {
  if (!after) return 'none';
  if (!VALUE_SORTS[sort]) return 'time';
  return after.value === undefined || after.value === null ? 'no value' : 'value';
}

/**
 * A page of the services browse (plus one row, to tell whether another follows): best match first,
 * newest first, or by price or rating, typos forgiven when need be (decision 49). Words take Explore's
 * two steps, except in a sort by value, which reads every match.
 */
export function listServices(db: Database, filters: ServicesFilters) {
  const { q, sort, cursor } = filters;
  const used = FILTER_NAMES.filter((name) => isFiltering(filters, name));
  return forgivingSearch(db, q, (texts) => {
    const pageOf = (rank: RankOrNewest, after: PageCursor | undefined) => {
      const shape = { filters: used, sort, after: afterOf(sort, after), words: Boolean(texts), rank };
      return servicesStatements(
        db,
        shape,
      )({
        ...texts,
        category: filters.category,
        pricingType: filters.pricingType,
        minPrice: filters.minPrice,
        maxPrice: filters.maxPrice,
        delivery: filters.delivery,
        minRating: filters.minRating,
        cursorTime: after?.createdAt,
        cursorId: after?.id,
        cursorValue: after?.value,
      });
    };
    return texts && sort === 'best' ? rankedPage(cursor, pageOf) : pageOf(null, cursor);
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
