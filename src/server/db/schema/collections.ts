import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { COLLECTION_KINDS, COLLECTION_NAME_MAX_LENGTH } from '#shared/constants';
import { ownedByUser } from './auth';
import { createdAt, id, lengthBetween, oneOf, updatedAt } from './columns';
import { projects } from './projects';

/**
 * A member's collections of projects (decision 52): 'saved' is the one every member has, private and
 * nameless; 'named' ones are private until made public, when they get a page, a place on the profile
 * and in the sitemap.
 */
export const collections = pgTable(
  'collections',
  {
    id: id(),
    ownerId: ownedByUser('owner_id'),
    kind: text('kind').notNull().default('named'),
    name: text('name'),
    isPublic: boolean('is_public').notNull().default(false),
    // The member's own order of their named collections, smallest first.
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('collections_kind', oneOf(table.kind, COLLECTION_KINDS)),
    check('collections_name_length', lengthBetween(table.name, 1, COLLECTION_NAME_MAX_LENGTH)),
    // Saved is nameless and never public; a named collection always has its name.
    check(
      'collections_kind_shape',
      sql`(${table.kind} = 'saved' and ${table.name} is null and not ${table.isPublic}) or (${table.kind} = 'named' and ${table.name} is not null)`,
    ),
    uniqueIndex('collections_one_saved_key')
      .on(table.ownerId)
      .where(sql`${table.kind} = 'saved'`),
    index('collections_owner_position_idx').on(table.ownerId, table.position),
    // The sitemap's and a profile's public collections.
    index('collections_public_owner_idx')
      .on(table.ownerId, table.updatedAt.desc())
      .where(sql`${table.isPublic}`),
  ],
);

export const collectionItems = pgTable(
  'collection_items',
  {
    collectionId: uuid('collection_id')
      .notNull()
      .references(() => collections.id, { onDelete: 'cascade' }),
    // A project removed is gone from every collection; a hidden one is left out when read (decision 52).
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    // The collection's owner, copied so that a project's save count is one index range.
    savedBy: ownedByUser('saved_by'),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ name: 'collection_items_pkey', columns: [table.collectionId, table.projectId] }),
    // A collection's page, newest save first, keyset on (created_at, project_id); NULLS FIRST as
    // ORDER BY … DESC sorts (see projects_published_created_id_idx).
    index('collection_items_collection_created_idx').on(
      table.collectionId,
      table.createdAt.desc().nullsFirst(),
      table.projectId.desc().nullsFirst(),
    ),
    // How many members saved a project, and which of a member's collections hold it.
    index('collection_items_project_saver_idx').on(table.projectId, table.savedBy),
    index('collection_items_saver_idx').on(table.savedBy),
  ],
);
