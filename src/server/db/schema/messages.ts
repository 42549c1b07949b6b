import { check, index, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { MESSAGE_MAX_LENGTH } from '#shared/constants';
import { authoredByUser, ownedByUser } from './auth';
import { createdAt, id, lengthBetween, timestamptz, updatedAt } from './columns';

export const conversations = pgTable(
  'conversations',
  {
    id: id(),
    // The two participants' ids, lower first: one conversation per pair, even when both write first
    // at the same moment (the second insert meets the unique key and joins the first).
    pairKey: text('pair_key').notNull().unique('conversations_pair_key'),
    createdAt: createdAt(),
    // The time of the last message: the conversation list's order.
    updatedAt: updatedAt(),
  },
  (table) => [index('conversations_updated_at_idx').on(table.updatedAt.desc().nullsFirst())],
);

export const conversationParticipants = pgTable(
  'conversation_participants',
  {
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    userId: ownedByUser(),
    lastReadAt: timestamptz('last_read_at'),
  },
  (table) => [
    primaryKey({ columns: [table.conversationId, table.userId] }),
    index('conversation_participants_user_id_idx').on(table.userId),
  ],
);

export const messages = pgTable(
  'messages',
  {
    id: id(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    // The other participant keeps the thread when the sender deletes their account.
    senderId: authoredByUser('sender_id'),
    content: text('content').notNull(),
    createdAt: createdAt(),
    editedAt: timestamptz('edited_at'),
    deletedAt: timestamptz('deleted_at'),
  },
  (table) => [
    check('messages_content_length', lengthBetween(table.content, 1, MESSAGE_MAX_LENGTH)),
    // NULLS FIRST is what ORDER BY ... DESC means: an index in any other order cannot give a
    // thread's newest page without sorting the whole thread (see 0003_search_indexes).
    index('messages_conversation_created_idx').on(
      table.conversationId,
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index('messages_sender_id_idx').on(table.senderId),
  ],
);
