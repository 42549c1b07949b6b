import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import {
  ANNOUNCEMENT_MESSAGE_MAX_LENGTH,
  ANNOUNCEMENT_TITLE_MAX_LENGTH,
  WARNING_SEVERITIES,
} from '@shared/constants';
import { authoredByUser, ownedByUser } from './auth';
import { createdAt, id, lengthBetween, oneOf, timestamptz } from './columns';

export const userWarnings = pgTable(
  'user_warnings',
  {
    id: id(),
    userId: ownedByUser(),
    warnedBy: authoredByUser('warned_by'),
    reason: text('reason').notNull(),
    severity: text('severity').notNull().default('low'),
    createdAt: createdAt(),
    acknowledgedAt: timestamptz('acknowledged_at'),
  },
  (table) => [
    check('user_warnings_severity', oneOf(table.severity, WARNING_SEVERITIES)),
    check('user_warnings_reason_length', lengthBetween(table.reason, 1, 1000)),
    index('user_warnings_unacknowledged_idx')
      .on(table.userId, table.createdAt.desc())
      .where(sql`${table.acknowledgedAt} is null`),
    index('user_warnings_created_at_idx').on(table.createdAt.desc()),
  ],
);

export const bannedUsers = pgTable(
  'banned_users',
  {
    id: id(),
    userId: ownedByUser(),
    bannedBy: authoredByUser('banned_by'),
    reason: text('reason'),
    expiresAt: timestamptz('expires_at'),
    bannedAt: timestamptz('banned_at').notNull().defaultNow(),
    unbannedAt: timestamptz('unbanned_at'),
  },
  (table) => [
    check('banned_users_reason_length', lengthBetween(table.reason, 0, 1000)),
    // At most one open ban per user, so "the latest ban" is never ambiguous.
    uniqueIndex('banned_users_open_ban_key')
      .on(table.userId)
      .where(sql`${table.unbannedAt} is null`),
    index('banned_users_user_banned_at_idx').on(table.userId, table.bannedAt.desc()),
  ],
);

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
  ],
);
