import { type Placeholder, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { SEARCH_PAGE_SIZE, searchCursorSchema } from '#shared/schemas/search';

// Keyset pagination over newest-first lists: a cursor names the last row shown by its (created_at, id),
// and the next page starts strictly after it, so rows added meanwhile never shift or repeat a page.

/**
 * Where a page ended: the last row's created_at (UTC, to the microsecond) and id; in a list ranked best
 * match first, its rank (decision 49), for the next page to go on within that rank, then the ranks
 * after; in a list sorted by a value (a price, a rating), that value, null for a row without one.
 */
export type PageCursor = { createdAt: string; id: string; rank?: number; value?: number | null };

// Microseconds, not a JS Date: created_at keeps them, and a cursor rounded to the millisecond would
// repeat or skip rows created within the same millisecond.
const CURSOR_TIME_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

// The pattern lets through dates such as February 30th, which PostgreSQL would answer with an error.
const isRealTime = (value: string) => {
  const date = new Date(value);
  return (
    !Number.isNaN(date.getTime()) &&
    date.getUTCFullYear() >= 1 &&
    date.toISOString().slice(0, 23) === value.slice(0, 23)
  );
};

/** Ranks are few (the search feature has four); the bound only keeps a made-up cursor small. */
const RANK_MAX = 9;

const cursorTime = z.string().regex(CURSOR_TIME_PATTERN).refine(isRealTime);
const cursorRank = z.number().int().min(0).max(RANK_MAX);
const cursorPayloadSchema = z.union([
  z.tuple([cursorTime, z.uuid()]),
  z.tuple([cursorTime, z.uuid(), cursorRank]),
  z.tuple([cursorTime, z.uuid(), cursorRank.nullable(), z.number().finite().nullable()]),
]);

/**
 * The opaque cursor text: base64url of the JSON array [createdAt, id], [createdAt, id, rank], or
 * [createdAt, id, rank or null, value or null].
 */
export function encodeCursor({ createdAt, id, rank, value }: PageCursor): string {
  const payload =
    value !== undefined
      ? [createdAt, id, rank ?? null, value]
      : rank !== undefined
        ? [createdAt, id, rank]
        : [createdAt, id];
  return Buffer.from(JSON.stringify(payload)).toString('base64url');
}

/** The cursor inside the text, or null when the text is not a cursor this server made. */
export function decodeCursor(text: string): PageCursor | null {
  let payload: unknown;
  try {
    payload = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  const parsed = cursorPayloadSchema.safeParse(payload);
  if (!parsed.success) return null;
  const [createdAt, id, rank, value] = parsed.data;
  return {
    createdAt,
    id,
    ...(rank === undefined || rank === null ? {} : { rank }),
    ...(value === undefined ? {} : { value }),
  };
}

/** The `cursor` query parameter, decoded: anything but a cursor we made is a 400 like any invalid query. */
export const pageCursorParamSchema = searchCursorSchema
  .transform((text, context) => {
    const cursor = decodeCursor(text);
    if (cursor) return cursor;
    context.addIssue({ code: 'custom', message: 'validationError' });
    return z.NEVER;
  })
  .optional();

/** created_at as cursor text, printed by PostgreSQL so that no microsecond is lost on the way. */
export const cursorTimeOf = (createdAt: AnyPgColumn) =>
  sql<string>`to_char(${createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** A cursor's values in a query: given, or placeholders a prepared statement fills at each run. */
export type CursorParams = Record<'createdAt' | 'id', string | Placeholder>;

/** Rows after the cursor in (created_at desc, id desc) order. */
export const afterCursor = (createdAt: AnyPgColumn, id: AnyPgColumn, cursor: CursorParams): SQL =>
  sql`(${createdAt}, ${id}) < (${cursor.createdAt}::timestamptz, ${cursor.id}::uuid)`;

/**
 * Rows after the cursor in (created_at asc, id asc) order: for lists read whole in pages (the
 * sitemap), where oldest first keeps each page's rows in place as new ones arrive.
 */
export const afterCursorOldestFirst = (createdAt: AnyPgColumn, id: AnyPgColumn, cursor: CursorParams): SQL =>
  sql`(${createdAt}, ${id}) > (${cursor.createdAt}::timestamptz, ${cursor.id}::uuid)`;

/** Queries fetch one row more than a page (search's, unless told), only to learn whether another page follows. */
export const PAGE_QUERY_LIMIT = SEARCH_PAGE_SIZE + 1;

/** A page from the rows of a query for pageSize + 1 rows, with the cursor of its last row when more follow. */
export function toPage<
  Row extends { id: string; cursorTime: string; rank?: number | null; sortValue?: number | null },
  Item,
>(
  rows: Row[],
  toItem: (row: Row) => Item,
  pageSize = SEARCH_PAGE_SIZE,
): { items: Item[]; nextCursor: string | null } {
  const pageRows = rows.slice(0, pageSize);
  const last = pageRows.at(-1);
  const hasMore = rows.length > pageSize;
  return {
    items: pageRows.map(toItem),
    nextCursor:
      hasMore && last
        ? encodeCursor({
            createdAt: last.cursorTime,
            id: last.id,
            rank: last.rank ?? undefined,
            value: last.sortValue,
          })
        : null,
  };
}
