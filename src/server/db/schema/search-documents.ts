import { sql, type SQL } from 'drizzle-orm';
import { customType, type AnyPgColumn } from 'drizzle-orm/pg-core';

// The search documents, stored in their rows as generated columns (decision 19): PostgreSQL computes
// each one on write, so a search reads it instead of recomputing it for every row it looks at.
// atelier_join_words and atelier_lower_words are IMMUTABLE SQL functions of migration 0002: the
// built-in array_to_string is only STABLE, which a generated column or an index expression may not be.

/** A text array as one space-separated string ('' for an empty array). */
export const joinWords = (words: AnyPgColumn) => sql`atelier_join_words(${words})`;

/** Every item of a text array lower-cased, for case-insensitive item matches through a GIN index. */
export const lowerWords = (words: AnyPgColumn) => sql`atelier_lower_words(${words})`;

// drizzle has no tsvector column; the app only ever hands it to @@, never reads it.
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** The stored search document of a table, generated from `document` and indexed with GIN. */
export const searchVector = (document: () => SQL) => tsvector('search_vector').generatedAlwaysAs(document);

// atelier_search_document (migration 0017, decision 49) weighs its three parts A, B and C (the title's
// words, A, make a rank of their own) and holds each word as written, without accents ('simple', for
// prefixes and exact words), and as its stems in English, Spanish, French, German and Portuguese
// ('designer' and 'designs' both give 'design'; migration 0021), weighted D.

/**
 * Explore's document: title; summary and the case study's text blocks (atelier_blocks_text, migration
 * 0029); stack, and the creator's name, handle and skills.
 */
export const projectSearchDocument = (project: {
  title: AnyPgColumn;
  summary: AnyPgColumn;
  blocks: AnyPgColumn;
  stack: AnyPgColumn;
  creatorWords: AnyPgColumn;
}) =>
  sql`atelier_search_document(${project.title}, coalesce(${project.summary}, '') || ' ' || atelier_blocks_text(${project.blocks}), ${joinWords(project.stack)} || ' ' || ${project.creatorWords})`;

/** People's document: display name and handle; bio; skills. */
export const profileSearchDocument = (profile: {
  displayName: AnyPgColumn;
  handle: AnyPgColumn;
  bio: AnyPgColumn;
  skills: AnyPgColumn;
}) =>
  sql`atelier_search_document(coalesce(${profile.displayName}, '') || ' ' || coalesce(${profile.handle}, ''), ${profile.bio}, ${joinWords(profile.skills)})`;

/** The services browse document: title; description; category (decision 21). */
export const serviceSearchDocument = (service: {
  title: AnyPgColumn;
  description: AnyPgColumn;
  category: AnyPgColumn;
}) => sql`atelier_search_document(${service.title}, ${service.description}, ${service.category})`;

/**
 * A title's (or a name's) words as written, lower case and without accents: the second rank of a
 * search (decision 49), from a GIN index of its own, so that a word common in summaries but rare in
 * titles does not make the title rank read every match. The index and the queries both use this.
 */
export const titleVector = (title: SQL | AnyPgColumn) => sql`atelier_title_vector(${title})`;

/** What stands for a profile's title: its display name and handle. */
export const profileTitle = (profile: { displayName: AnyPgColumn; handle: AnyPgColumn }) =>
  sql`(coalesce(${profile.displayName}, '') || ' ' || coalesce(${profile.handle}, ''))`;

/**
 * A table's columns without the copies kept only for search (its stored document, and a project's
 * creator words), for reading whole rows: nothing shown to anyone needs them, and carrying the tsvector
 * makes every such row several times larger.
 */
export function withoutSearchColumns<Columns extends { searchVector: unknown; creatorWords?: unknown }>({
  searchVector: _searchVector,
  creatorWords: _creatorWords,
  ...columns
}: Columns): Omit<Columns, 'searchVector' | 'creatorWords'> {
  return columns;
}
