import { sql, type SQL } from 'drizzle-orm';
import { boolean, check, index, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { ProjectBlock } from '#shared/schemas/project-blocks';
import {
  DEFAULT_PROJECT_LICENCE,
  PROJECT_BLOCKS_MAX,
  PROJECT_LICENCES,
  PROJECT_STACK_MAX_COUNT,
  PROJECT_SUMMARY_MAX_LENGTH,
  PROJECT_TITLE_MAX_LENGTH,
  REACTION_TYPES,
  type ProjectLicence,
} from '#shared/constants';
import { ownedByUser } from './auth';
import { createdAt, id, lengthBetween, oneOf, updatedAt } from './columns';
import { holdColumns, holdConstraints } from './holds';
import { profileIdColumn } from './profiles';
import { lowerWords, projectSearchDocument, searchVector, titleVector } from './search-documents';

export type ProjectCta = { label: string; url: string };
export type ProjectOutcome = { value: string; label: string };

export const projects = pgTable(
  'projects',
  {
    id: id(),
    ownerId: profileIdColumn('owner_id'),
    title: text('title').notNull(),
    slug: text('slug').notNull(),
    summary: text('summary'),
    coverUrl: text('cover_url'),
    stack: text('stack')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    ctas: jsonb('ctas').$type<ProjectCta[]>().notNull().default([]),
    published: boolean('published').notNull().default(true),
    ...holdColumns(),
    outcomes: jsonb('outcomes').$type<ProjectOutcome[]>().notNull().default([]),
    // The case study after the cover (docs/decisions/0068-case-studies-in-blocks.md), in order: a few
    // kilobytes, always read with the project, so in its row.
    blocks: jsonb('blocks').$type<ProjectBlock[]>().notNull().default([]),
    licence: text('licence').$type<ProjectLicence>().notNull().default(DEFAULT_PROJECT_LICENCE),
    // Whether visitors may open and download the originals kept of its images (docs/decisions/0067).
    originalsDownloadable: boolean('originals_downloadable').notNull().default(false),
    // The creator's name, handle and skills, copied here by triggers (migration 0021) so that Explore's
    // document can hold them: a generated column reads its own row only.
    creatorWords: text('creator_words').notNull().default(''),
    searchVector: searchVector((): SQL => projectSearchDocument(projects)),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    ...holdConstraints('projects', table, table.published),
    check('projects_title_length', lengthBetween(table.title, 1, PROJECT_TITLE_MAX_LENGTH)),
    check('projects_slug_format', sql`${table.slug} ~ '^[a-z0-9-]{1,50}$'`),
    check('projects_licence', oneOf(table.licence, PROJECT_LICENCES)),
    check('projects_summary_length', lengthBetween(table.summary, 0, PROJECT_SUMMARY_MAX_LENGTH)),
    check(
      'projects_stack_count',
      sql`cardinality(${table.stack}) <= ${sql.raw(String(PROJECT_STACK_MAX_COUNT))}`,
    ),
    check(
      'projects_blocks_count',
      sql`jsonb_array_length(${table.blocks}) <= ${sql.raw(String(PROJECT_BLOCKS_MAX))}`,
    ),
    // Slugs are unique per owner: /{handle}/{slug} names one project. Also serves the owner's list.
    uniqueIndex('projects_owner_slug_key').on(table.ownerId, table.slug),
    index('projects_owner_created_idx').on(table.ownerId, table.createdAt.desc()),
    index('projects_published_created_idx')
      .on(table.createdAt.desc())
      .where(sql`${table.published}`),
    // Explore pages newest first, id breaking ties: the keyset condition and the order come straight from
    // the index. NULLS FIRST because ORDER BY … DESC sorts that way; drizzle's .desc() alone writes NULLS
    // LAST, an order PostgreSQL cannot use for it, and it sorts every published project instead. The
    // owner last: the home feed walks the newest projects for followed owners from the index alone.
    index('projects_published_created_id_idx')
      .on(table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst(), table.ownerId)
      .where(sql`${table.published}`),
    // Explore: words of title, summary and stack, and one technology in any case (search-documents.ts).
    index('projects_search_idx')
      .using('gin', table.searchVector)
      .where(sql`${table.published}`),
    // The second rank of a search: every word in the title (decision 49).
    index('projects_title_search_idx')
      .using('gin', titleVector(table.title))
      .where(sql`${table.published}`),
    // The best rank of a search: a title or name exactly as typed (decision 49).
    index('projects_title_exact_idx')
      .on(sql`atelier_plain_text(${table.title})`)
      .where(sql`${table.published}`),
    index('projects_stack_idx')
      .using('gin', lowerWords(table.stack))
      .where(sql`${table.published}`),
  ],
);

export const projectReactions = pgTable(
  'project_reactions',
  {
    id: id(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    userId: ownedByUser(),
    reactionType: text('reaction_type').notNull().default('like'),
    createdAt: createdAt(),
  },
  (table) => [
    check('project_reactions_type', oneOf(table.reactionType, REACTION_TYPES)),
    // One reaction per user and project; the index also counts a project's likes.
    uniqueIndex('project_reactions_project_user_key').on(table.projectId, table.userId),
    index('project_reactions_user_id_idx').on(table.userId),
  ],
);
