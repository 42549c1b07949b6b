import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { APPEAL_DECISIONS, APPEAL_MAX_LENGTH, WARNING_SEVERITIES } from '#shared/constants';
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

/** A banned member's one appeal of a ban, and the staff's answer (decision 34). */
export const banAppeals = pgTable(
  'ban_appeals',
  {
    id: id(),
    banId: uuid('ban_id')
      .notNull()
      .unique('ban_appeals_ban_key')
      .references(() => bannedUsers.id, { onDelete: 'cascade' }),
    userId: ownedByUser(),
    message: text('message').notNull(),
    createdAt: createdAt(),
    decision: text('decision'),
    reply: text('reply'),
    decidedBy: authoredByUser('decided_by'),
    decidedAt: timestamptz('decided_at'),
  },
  (table) => [
    check('ban_appeals_message_length', lengthBetween(table.message, 1, APPEAL_MAX_LENGTH)),
    check('ban_appeals_reply_length', lengthBetween(table.reply, 0, 1000)),
    check('ban_appeals_decision', oneOf(table.decision, APPEAL_DECISIONS)),
    // A decision is stored whole: what, and when.
    check('ban_appeals_decided_whole', sql`(${table.decision} is null) = (${table.decidedAt} is null)`),
  ],
);
