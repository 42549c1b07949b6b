import { check, index, pgTable, text } from 'drizzle-orm/pg-core';
import {
  FEEDBACK_DESCRIPTION_MAX_LENGTH,
  FEEDBACK_DESCRIPTION_MIN_LENGTH,
  FEEDBACK_STATUSES,
  FEEDBACK_TITLE_MAX_LENGTH,
  FEEDBACK_TITLE_MIN_LENGTH,
  FEEDBACK_TYPES,
} from '#shared/constants';
import { authoredByUser } from './auth';
import { createdAt, httpUrl, id, lengthBetween, oneOf, updatedAt } from './columns';

export const feedback = pgTable(
  'feedback',
  {
    id: id(),
    userId: authoredByUser('user_id'),
    type: text('type').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    url: text('url'),
    screenshotUrl: text('screenshot_url'),
    status: text('status').notNull().default('open'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('feedback_type', oneOf(table.type, FEEDBACK_TYPES)),
    check('feedback_status', oneOf(table.status, FEEDBACK_STATUSES)),
    check(
      'feedback_title_length',
      lengthBetween(table.title, FEEDBACK_TITLE_MIN_LENGTH, FEEDBACK_TITLE_MAX_LENGTH),
    ),
    check(
      'feedback_description_length',
      lengthBetween(table.description, FEEDBACK_DESCRIPTION_MIN_LENGTH, FEEDBACK_DESCRIPTION_MAX_LENGTH),
    ),
    check('feedback_url', httpUrl(table.url)),
    index('feedback_created_at_idx').on(table.createdAt.desc()),
  ],
);
