import { and, not, type Placeholder, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { PAGE_QUERY_LIMIT, type PageCursor } from '#server/db/pagination';
import { matchesWords, matchesWrittenWords, type SearchTexts } from './search-words';

// Best match first (decision 49), in four ranks: the title (or name) is exactly the search; every word
// is in the title; every word is in the document as written; every word is there by its stem. Each rank
// holds the one before it, so a row's rank is the first whose condition it meets. Within a rank the
// newest come first, which keeps pages keyset: a page ends at (rank, created_at, id).
export const RANK_COUNT = 4;

type Text = string | Placeholder;

/**
 * What a document offers the ranks: its stored search vector, and whether its title (or a name) is the
 * phrase, written so that an index can answer it.
 */
export type Ranked = { searchVector: AnyPgColumn; isTitled: (phrase: Text) => SQL };

/** The condition of each rank as written alone, best first; each holds the one before it. */
function rankConditions({ searchVector, isTitled }: Ranked, texts: SearchTexts<Text>): SQL[] {
  return [
    isTitled(texts.phrase),
    matchesWrittenWords(searchVector, texts.titleWords),
    matchesWrittenWords(searchVector, texts.words),
    matchesWords(searchVector, texts.words),
  ];
}

/**
 * The rows of one rank: its condition, and not the one before it. Every rank also names the match
 * of all words (which holds them all), so that PostgreSQL may always ask the GIN index.
 */
function inRank(document: Ranked, texts: SearchTexts<Text>, rank: number): SQL {
  const conditions = rankConditions(document, texts);
  const condition = conditions[rank];
  if (!condition) throw new Error(`no rank ${rank}`);
  const better = conditions[rank - 1];
  return and(matchesWords(document.searchVector, texts.words), condition, better ? not(better) : undefined)!;
}

/** Which rows a statement lists: one rank of a search best match first, or (null) all matches newest first. */
export type RankOrNewest = number | null;

/** The words matched: all of them for a newest-first list, or one rank's. */
export const wordsMatch = (document: Ranked, texts: SearchTexts<Text>, rank: RankOrNewest) =>
  rank === null ? matchesWords(document.searchVector, texts.words) : inRank(document, texts, rank);

/**
 * One page (plus one row) of a ranked search: each rank's rows in turn from the cursor's on, newest
 * first within a rank; `pageOfRank` answers a page of one rank, after the cursor when it is given.
 */
export async function rankedPage<Row>(
  cursor: PageCursor | undefined,
  pageOfRank: (rank: number, after: PageCursor | undefined) => Promise<Row[]>,
): Promise<(Row & { rank: number })[]> {
  const rows: (Row & { rank: number })[] = [];
  const firstRank = cursor?.rank ?? 0;
  for (let rank = firstRank; rank < RANK_COUNT && rows.length < PAGE_QUERY_LIMIT; rank++) {
    const found = await pageOfRank(rank, rank === firstRank ? cursor : undefined);
    for (const row of found) rows.push({ ...row, rank });
  }
  return rows.slice(0, PAGE_QUERY_LIMIT);
}
