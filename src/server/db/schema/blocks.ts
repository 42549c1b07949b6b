import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { ownedByUser } from './auth';
import { createdAt } from './columns';

/**
 * A member blocking another (beyond the spec): the blocked member can no longer message, follow,
 * comment on or request from the blocker, and neither sees the other's conversation.
 */
export const blocks = pgTable(
  'blocks',
  {
    blockerId: ownedByUser('blocker_id'),
    blockedId: ownedByUser('blocked_id'),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.blockerId, table.blockedId] }),
    check('blocks_not_self', sql`${table.blockerId} <> ${table.blockedId}`),
    index('blocks_blocked_id_idx').on(table.blockedId),
  ],
);
