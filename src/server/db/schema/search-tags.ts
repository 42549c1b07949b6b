import { check, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { oneOf } from './columns';

/** What a tag names: a technology of a project's stack, or a skill of a profile. */
export const SEARCH_TAG_KINDS = ['stack', 'skill'] as const;

/**
 * Every technology of a published project and every skill of a profile, with how many use it: what the
 * Technology box suggests as it is typed, most used first, and what a technology typed in part stands
 * for (decision 49). Triggers of migration 0019 keep the counts in the writing transaction; `tag` is the
 * spelling first written, `key` the lower-case one a search compares.
 */
export const searchTags = pgTable(
  'search_tags',
  {
    kind: text('kind').notNull(),
    key: text('key').notNull(),
    tag: text('tag').notNull(),
    uses: integer('uses').notNull().default(0),
  },
  (table) => [
    primaryKey({ name: 'search_tags_pkey', columns: [table.kind, table.key] }),
    check('search_tags_kind', oneOf(table.kind, SEARCH_TAG_KINDS)),
    // Prefixes of the key (LIKE 'rea%'): text_pattern_ops compares characters, whatever the collation.
    index('search_tags_prefix_idx').on(table.kind, table.key.op('text_pattern_ops')),
  ],
);
