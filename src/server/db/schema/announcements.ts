import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { ANNOUNCEMENT_MESSAGE_MAX_LENGTH, ANNOUNCEMENT_TITLE_MAX_LENGTH } from '#shared/constants';
import { authoredByUser, ownedByUser } from './auth';
import { createdAt, id, lengthBetween, timestamptz } from './columns';

export const announcements = pgTable(
  'announcements',
  {
    id: id(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    createdBy: authoredByUser('created_by'),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (table) => [
    check('announcements_title_length', lengthBetween(table.title, 1, ANNOUNCEMENT_TITLE_MAX_LENGTH)),
    check('announcements_message_length', lengthBetween(table.message, 1, ANNOUNCEMENT_MESSAGE_MAX_LENGTH)),
    index('announcements_created_at_idx').on(table.createdAt.desc()),
    // The banner reads the few active ones on every signed-in page load.
    index('announcements_active_idx')
      .on(table.createdAt.desc())
      .where(sql`${table.active}`),
  ],
);

/** Which member closed which announcement's banner: it stays closed for them, in every browser. */
export const announcementDismissals = pgTable(
  'announcement_dismissals',
  {
    announcementId: uuid('announcement_id')
      .notNull()
      .references(() => announcements.id, { onDelete: 'cascade' }),
    userId: ownedByUser(),
    dismissedAt: timestamptz('dismissed_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.announcementId, table.userId] }),
    // A deleted account's dismissals go with it, without reading the whole table.
    index('announcement_dismissals_user_idx').on(table.userId),
  ],
);
