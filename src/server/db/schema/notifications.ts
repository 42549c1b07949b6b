import { sql } from 'drizzle-orm';
import { boolean, check, index, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { NOTIFICATION_DELIVERIES, NOTIFICATION_KINDS, NOTIFICATION_TYPES } from '#shared/constants';
import { authoredByUser, ownedByUser } from './auth';
import { createdAt, id, lengthBetween, oneOf } from './columns';

export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    userId: ownedByUser(),
    type: text('type').notNull(),
    title: text('title').notNull(),
    message: text('message'),
    link: text('link'),
    read: boolean('read').notNull().default(false),
    /** What it tells of (NOTIFICATION_KINDS), for the email and the digests; none on announcements. */
    kind: text('kind'),
    /** Who caused it: the list names them by their current name, not the one they had then. */
    actorId: authoredByUser('actor_id'),
    /** The values its text was made of, to write it again with the actor's current name. */
    textValues: jsonb('text_values').$type<Record<string, string>>(),
    /** What it is about (a service request's id), for the emails that gather or describe it. */
    subjectId: uuid('subject_id'),
    createdAt: createdAt(),
  },
  (table) => [
    check('notifications_type', oneOf(table.type, NOTIFICATION_TYPES)),
    check('notifications_kind', oneOf(table.kind, NOTIFICATION_KINDS)),
    check('notifications_title_length', lengthBetween(table.title, 1, 200)),
    check('notifications_message_length', lengthBetween(table.message, 0, 1000)),
    // Links are in-app paths only, never another site: browsers read both // and /\ as a new host.
    check('notifications_link_is_path', sql`${table.link} ~ '^/([^/\\\\]|$)'`),
    index('notifications_user_created_idx').on(table.userId, table.createdAt.desc()),
    index('notifications_subject_id_idx')
      .on(table.subjectId)
      .where(sql`${table.subjectId} is not null`),
    index('notifications_actor_id_idx').on(table.actorId),
    index('notifications_user_unread_idx')
      .on(table.userId)
      .where(sql`not ${table.read}`),
  ],
);

/** A member's choice for one kind of notification; a kind without a row has its default. */
export const notificationSettings = pgTable(
  'notification_settings',
  {
    userId: ownedByUser(),
    kind: text('kind').notNull(),
    delivery: text('delivery').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.kind] }),
    check('notification_settings_kind', oneOf(table.kind, NOTIFICATION_KINDS)),
    check('notification_settings_delivery', oneOf(table.delivery, NOTIFICATION_DELIVERIES)),
  ],
);
