import { index, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * Every word written in a project, profile or service, as its search document holds it (lower case,
 * accents removed), but those with a digit: where a misspelt search word finds the word it was meant
 * to be (decision 49). Triggers (migrations 0017 and 0020) add a document's words when it is written;
 * a word is never removed, so a correction may name a word no public document holds any more, and
 * then simply finds nothing.
 */
export const searchWords = pgTable(
  'search_words',
  { word: text('word').primaryKey() },
  // Trigram distance (pg_trgm) orders the nearest words first, straight from a GiST index.
  (table) => [index('search_words_trigram_idx').using('gist', table.word.op('gist_trgm_ops'))],
);
