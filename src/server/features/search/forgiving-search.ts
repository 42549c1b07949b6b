import type { Database } from '#server/db/client';
import { type SearchTexts, searchWordsOf, toSearchTexts } from './search-words';
import { findCorrections } from './typos';

/** A page of a search, and the text it was read as when typos had to be forgiven to find it. */
export type FoundPage<Row> = { rows: Row[]; correctedQuery?: string };

/**
 * Runs a search as typed and, when that finds nothing, again with its misspelt words corrected
 * (decision 49). `run` lists one page for the search's texts (null: no words).
 * A later page of a corrected search finds nothing as typed either, so it is corrected alike.
 */
export async function forgivingSearch<Row>(
  db: Database,
  text: string,
  run: (texts: SearchTexts | null) => Promise<Row[]>,
): Promise<FoundPage<Row>> {
  const words = searchWordsOf(text);
  const rows = await run(toSearchTexts(words));
  if (rows.length > 0 || words.length === 0) return { rows };

  const corrections = await findCorrections(db, words);
  if (corrections.size === 0) return { rows };
  const texts = toSearchTexts(words, corrections);
  const corrected = await run(texts);
  return corrected.length > 0 ? { rows: corrected, correctedQuery: texts?.phrase } : { rows };
}
