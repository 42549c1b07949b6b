import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { COMMENT_MAX_LENGTH } from '#shared/constants';
import { authoredByUser } from './auth';
import { createdAt, id, lengthBetween, timestamptz, updatedAt } from './columns';
import { projects } from './projects';

export const projectComments = pgTable(
  'project_comments',
  {
    id: id(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    // A deleted account leaves its comments in the thread as 'Unknown User'.
    userId: authoredByUser('user_id'),
    content: text('content').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    editedAt: timestamptz('edited_at'),
    deletedAt: timestamptz('deleted_at'),
  },
  (table) => [
    check('project_comments_content_length', lengthBetween(table.content, 1, COMMENT_MAX_LENGTH)),
    index('project_comments_project_created_idx')
      .on(table.projectId, table.createdAt.desc())
      .where(sql`${table.deletedAt} is null`),
    index('project_comments_user_id_idx').on(table.userId),
  ],
);
