import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { timestamptz } from './columns';

/**
 * A member's Idempotency-Key of the last 24 hours and the answer its first request got
 * (docs/decisions/0054): a retry with the same key and body is answered from here and stores nothing
 * again. `statusCode` is null while the first request runs.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    memberId: uuid('member_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    // The method, route and body the key was first sent with: a hash, so no request body is kept.
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code'),
    answer: text('answer'),
    createdAt: timestamptz('created_at')
      .notNull()
      .default(sql`now()`),
  },
  (table) => [
    primaryKey({ columns: [table.memberId, table.key] }),
    index('idempotency_keys_created_at_idx').on(table.createdAt),
  ],
);
