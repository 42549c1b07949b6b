import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/**
 * A file stored before anything names it: a project's cover is uploaded while its form is open, so
 * the form can show it. A form left unsaved leaves the file behind; the upload sweep (a daily job)
 * removes each one no row names after two days.
 */
export const unclaimedUploads = pgTable(
  'unclaimed_uploads',
  {
    key: text('key').primaryKey(),
    url: text('url').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('unclaimed_uploads_created_at').on(table.createdAt)],
);
