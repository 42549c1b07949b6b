import { getTableName, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * A column named with its table (or alias), for a subquery written by hand that refers to the
 * query around it. Drizzle leaves names bare in a one-table query, and a bare name the subquery's
 * own table also has ("user_id" in `exists (select 1 from live_streams where user_id = user_id)`)
 * would mean the subquery's column, making the test true for everyone.
 */
export const qualified = (column: AnyPgColumn) =>
  sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
