import { type Placeholder, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * Search text as to_tsquery input: every word must begin a word of the document ("reac nat" finds
 * "React Native"). Each word is quoted, so nothing the user types is read as query syntax; PostgreSQL
 * then splits it with the same parser as the documents ("node.js" stays one word, "C++" becomes "c").
 * Null when no word has a letter or digit: such text searches for nothing and filters nothing.
 */
export function toPrefixQuery(text: string): string | null {
  const terms = text
    .split(/\s+/)
    .filter((word) => /[\p{L}\p{N}]/u.test(word))
    .map((word) => `'${word.replace(/\\/g, '\\\\').replace(/'/g, "''")}':*`);
  return terms.length > 0 ? terms.join(' & ') : null;
}

/** The document matches every word of the prefix query; 'simple' as the documents are indexed. */
export const matchesPrefixQuery = (document: AnyPgColumn, prefixQuery: string | Placeholder): SQL =>
  sql`${document} @@ to_tsquery('simple', ${prefixQuery})`;
