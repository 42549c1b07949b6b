import { type Placeholder, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** The words of a search as typed: those with a letter or digit, in order ("& C++" is just "C++"). */
export function searchWordsOf(text: string): string[] {
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word));
}

/** One term of to_tsquery text, quoted, so nothing a user types is read as query syntax. */
const quoted = (word: string) => `'${word.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;

/** What a search's SQL is given (decision 49); each string a parameter, or a placeholder for one. */
export type SearchTexts<Text = string> = {
  /** The words joined by single spaces, for an exact title or name. */
  phrase: Text;
  /** atelier_match_query's and atelier_written_query's argument: every word, each its alternatives. */
  words: Text;
  /** The same, each term kept to the title's part of a stored document (weight A). */
  titleWords: Text;
};

/**
 * One word as to_tsquery text: the word as typed begins a word of the document ("reac nat" finds
 * "React Native"); each correction, a whole word of the vocabulary, is matched whole. PostgreSQL splits
 * each term with the documents' parser ("node.js" stays one word, "C++" becomes "c").
 */
const alternatives = (word: string, corrections: readonly string[], weight: '' | 'A') =>
  [
    `${quoted(word)}:*${weight}`,
    ...corrections.map((correction) => quoted(correction) + (weight && `:${weight}`)),
  ].join('|');

/**
 * The search as its SQL reads it. Words are space-separated (a typed word never holds a space), each
 * to_tsquery text of its alternatives. Null when there is no word: such text searches for nothing and
 * filters nothing.
 */
export function toSearchTexts(
  words: readonly string[],
  corrections: ReadonlyMap<string, readonly string[]> = new Map(),
): SearchTexts | null {
  if (words.length === 0) return null;
  const query = (weight: '' | 'A') =>
    words.map((word) => alternatives(word, corrections.get(word) ?? [], weight)).join(' ');
  return {
    phrase: words.map((word) => corrections.get(word)?.[0] ?? word).join(' '),
    words: query(''),
    titleWords: query('A'),
  };
}

type Text = string | Placeholder;

/**
 * The document matches every word, as written or by one of its stems. atelier_match_query is
 * immutable, so PostgreSQL builds the query once, while planning the statement with its values, and
 * then sees the words themselves: it plans a common word (scan the newest rows) apart from a rare one
 * (ask the GIN index). Behind a subquery it saw neither, guessed every word rare, and read the whole
 * index for common ones.
 */
export const matchesWords = (document: AnyPgColumn, words: Text): SQL =>
  sql`${document} @@ atelier_match_query(${words})`;

/** The document (a stored one, or a title's vector) matches every word as written: no stems. */
export const matchesWrittenWords = (document: AnyPgColumn | SQL, words: Text): SQL =>
  sql`${document} @@ atelier_written_query(${words})`;

/** The text is the phrase, in any case and with or without accents. */
export const isPhrase = (text: AnyPgColumn, phrase: Text): SQL =>
  sql`atelier_plain_text(${text}) = atelier_plain_text(${phrase})`;
