import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { COMMENT_MAX_LENGTH } from '#shared/constants';
import { authoredByUser } from './auth';
import { createdAt, id, lengthBetween, timestamptz, updatedAt } from './columns';
import { projects } from './projects';
import { remoteActors } from './federation';

export const projectComments = pgTable(
  'project_comments',
  {
    id: id(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    // A deleted account leaves its comments in the thread as 'Unknown User'.
    userId: authoredByUser('user_id'),
    /**
     * A reply from an account on another server (a `Create(Note)` answering the project's Note):
     * its author, and the Note's own address, by which its server edits or deletes it
     * (docs/decisions/0071-federation-with-fedify.md). Null for a member's comment.
     */
    remoteActorId: uuid('remote_actor_id').references(() => remoteActors.id, { onDelete: 'cascade' }),
    remoteUri: text('remote_uri'),
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
    uniqueIndex('project_comments_remote_uri_idx').on(table.remoteUri),
    index('project_comments_remote_actor_idx').on(table.remoteActorId),
    check(
      'project_comments_remote_author',
      sql`(${table.remoteActorId} is null) = (${table.remoteUri} is null) and (${table.remoteActorId} is null or ${table.userId} is null)`,
    ),
  ],
);
