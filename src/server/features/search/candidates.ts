import { and, desc, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { alias, type AnyPgColumn, type PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '#server/db/client';
import { PAGE_QUERY_LIMIT } from '#server/db/pagination';

// Why text and stack searches take two steps (decision 19): PostgreSQL cannot tell how many rows a prefix
// query matches and guesses about 2%. It then walks the newest-first index and recomputes each row's
// document until a page is full: fast for common words, seconds for a rare one at 300,000 projects.
// Asking the GIN index for every match first is the reverse: fast for rare words, slow for "a".
// So a page is first looked for among the newest rows only, and all matches are asked for only when
// that window does not fill it, that is when matches are sparse.

/**
 * Which of the two steps a condition is for: the newest rows, each row's condition read from its
 * stored document; or every match, asked of an index.
 */
export type SearchStep = 'newest' | 'every match';

/** How many of the newest rows (after the cursor) the first step looks at. */
export const RECENT_WINDOW = 1000;

/**
 * The row's id is one of those the subquery answers. PostgreSQL runs the subquery once, on its own (so
 * with its own best plan), and fetches the rows it names by primary key.
 */
export const idAmong = (id: AnyPgColumn, ids: SQLWrapper): SQL => sql`${id} = any(array(${ids}))`;

/** The page the recent window holds when it fills one, else the page from every match. */
export async function findPage<Row>(
  fromRecentWindow: () => Promise<Row[]>,
  fromAllMatches: () => Promise<Row[]>,
): Promise<Row[]> {
  const recent = await fromRecentWindow();
  return recent.length >= PAGE_QUERY_LIMIT ? recent : fromAllMatches();
}

export type ListedTable = PgTable & { id: AnyPgColumn; createdAt: AnyPgColumn };
/** The table, or an alias of it: the conditions of a list are written once for both. */
export type TableOrAlias<Table extends ListedTable> = Table | ReturnType<typeof alias<Table, string>>;

/**
 * The two steps' lists of ids for a table: the RECENT_WINDOW newest rows a list shows (`listed`: its
 * predicate and the cursor), and every such row that matches the query (`matches`). Each is asked of
 * an alias of its own, so that PostgreSQL plans it alone.
 */
export function candidateIds<Table extends ListedTable>(
  db: Database,
  table: Table,
  listed: (row: Table) => (SQL | undefined)[],
  matches: (row: Table) => (SQL | undefined)[],
) {
  // An alias has its table's columns under another name; Drizzle's alias type does not say so of a
  // generic table.
  const newest = alias(table, 'newest') as unknown as Table;
  const matching = alias(table, 'matching') as unknown as Table;
  return {
    newestIds: db
      .select({ id: newest.id })
      .from(newest as PgTable)
      .where(and(...listed(newest)))
      .orderBy(desc(newest.createdAt), desc(newest.id))
      .limit(RECENT_WINDOW),
    matchingIds: db
      .select({ id: matching.id })
      .from(matching as PgTable)
      .where(and(...listed(matching), ...matches(matching))),
  };
}
