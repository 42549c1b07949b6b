import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

// The expressions the search indexes are built on. PostgreSQL uses an expression index only for the very
// same expression, so the index definitions and the search queries both take them from here.
// atelier_join_words and atelier_lower_words are IMMUTABLE SQL functions of migration 0002: the
// built-in array_to_string is only STABLE, which an index expression may not be (decision 19).

/** A text array as one space-separated string ('' for an empty array). */
export const joinWords = (words: AnyPgColumn) => sql`atelier_join_words(${words})`;

/** Every item of a text array lower-cased, for case-insensitive item matches through a GIN index. */
export const lowerWords = (words: AnyPgColumn) => sql`atelier_lower_words(${words})`;

/** Explore's document: title, summary and stack, split into words by the language-agnostic 'simple' config. */
export const projectSearchDocument = (project: {
  title: AnyPgColumn;
  summary: AnyPgColumn;
  stack: AnyPgColumn;
}) =>
  sql`to_tsvector('simple', ${project.title} || ' ' || coalesce(${project.summary}, '') || ' ' || ${joinWords(project.stack)})`;

/** People's document: display name, handle and skills. */
export const profileSearchDocument = (profile: {
  displayName: AnyPgColumn;
  handle: AnyPgColumn;
  skills: AnyPgColumn;
}) =>
  sql`to_tsvector('simple', coalesce(${profile.displayName}, '') || ' ' || coalesce(${profile.handle}, '') || ' ' || ${joinWords(profile.skills)})`;
