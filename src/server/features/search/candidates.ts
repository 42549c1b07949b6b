import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { PAGE_QUERY_LIMIT } from '#server/db/pagination';

// Why text and stack searches take two steps (decision 19): PostgreSQL cannot tell how many rows a prefix
// query matches and guesses about 2%. It then walks the newest-first index and recomputes each row's
// document until a page is full: fast for common words, seconds for a rare one at 300,000 projects.
// Asking the GIN index for every match first is the reverse: fast for rare words, slow for "a".
// So a page is first looked for among the newest rows only, and all matches are asked for only when
// that window does not fill it, that is when matches are sparse.

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
