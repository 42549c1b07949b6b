import { index, pgTable, uuid } from 'drizzle-orm/pg-core';
import { ownedByUser } from './auth';
import { conversations } from './messages';
import { timestamptz } from './columns';

/**
 * The open event streams (one per signed-in tab) of every server process: who is online, and which
 * conversation each tab shows, so that a message to someone already reading it makes no
 * notification. A process refreshes seenAt for its streams on each heartbeat; the rows of a process
 * that died stop counting once seenAt is older than two heartbeats.
 */
export const liveStreams = pgTable(
  'live_streams',
  {
    id: uuid('id').primaryKey(),
    userId: ownedByUser(),
    viewingConversationId: uuid('viewing_conversation_id').references(() => conversations.id, {
      onDelete: 'set null',
    }),
    seenAt: timestamptz('seen_at').notNull().defaultNow(),
  },
  (table) => [index('live_streams_user_id_idx').on(table.userId)],
);
