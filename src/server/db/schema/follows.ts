import { sql } from 'drizzle-orm';
import { check, index, pgTable, uniqueIndex } from 'drizzle-orm/pg-core';
import { ownedByUser } from './auth';
import { createdAt, id } from './columns';

export const follows = pgTable(
  'follows',
  {
    id: id(),
    followerId: ownedByUser('follower_id'),
    followingId: ownedByUser('following_id'),
    createdAt: createdAt(),
  },
  (table) => [
    check('follows_not_self', sql`${table.followerId} <> ${table.followingId}`),
    // One follow per pair; the index also lists whom a user follows.
    uniqueIndex('follows_pair_key').on(table.followerId, table.followingId),
    index('follows_following_id_idx').on(table.followingId),
  ],
);
