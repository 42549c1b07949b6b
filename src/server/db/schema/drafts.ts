import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { DRAFT_KINDS, DRAFT_PAYLOAD_MAX_BYTES, PROJECT_TITLE_MAX_LENGTH } from '#shared/constants';
import { ownedByUser } from './auth';
import { createdAt, lengthBetween, oneOf, updatedAt } from './columns';

/**
 * What a creator has typed into a project or service form and not yet published (decision 52), kept
 * on the server as they type so that it survives a closed tab and opens on another device.
 */
export const drafts = pgTable(
  'drafts',
  {
    // Chosen by the form when it first saves, so that a retried save writes the same row.
    id: uuid('id').primaryKey(),
    ownerId: ownedByUser('owner_id'),
    kind: text('kind').notNull(),
    // The project or service being edited; null for a new one.
    subjectId: uuid('subject_id'),
    // What the Drafts list names it by: the title as typed, when there is one.
    title: text('title'),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('drafts_kind', oneOf(table.kind, DRAFT_KINDS)),
    check('drafts_title_length', lengthBetween(table.title, 0, PROJECT_TITLE_MAX_LENGTH)),
    check(
      'drafts_payload_size',
      sql`octet_length(${table.payload}::text) <= ${sql.raw(String(DRAFT_PAYLOAD_MAX_BYTES))}`,
    ),
    // One draft per edited project or service and member.
    uniqueIndex('drafts_owner_subject_key')
      .on(table.ownerId, table.kind, table.subjectId)
      .where(sql`${table.subjectId} is not null`),
    index('drafts_owner_updated_idx').on(table.ownerId, table.updatedAt.desc()),
  ],
);
