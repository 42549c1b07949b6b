import { and, not, type Placeholder, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { PAGE_QUERY_LIMIT, type PageCursor } from '#server/db/pagination';
import type { SearchStep } from './candidates';
import { matchesWords, matchesWrittenWords, type SearchTexts } from './search-words';

// Best match first (decision 49), in four ranks: the title (or name) is exactly the search; every word
// is in the title; every word is in the document as written; every word is there by its stem. Each rank
// holds the one before it, so a row's rank is the first whose condition it meets. Within a rank the
// newest come first, which keeps pages keyset: a page ends at (rank, created_at, id).
const RANK_COUNT = 4;
/** The exact title's rank: few rows, always found straight from its B-tree. */
export const EXACT_RANK = 0;

type Text = string | Placeholder;

/**
 * What a document offers the ranks, each written as its index has it: its stored search vector, its
 * title's (or name's) vector, and whether its title is the phrase.
 */
export type Ranked = { searchVector: AnyPgColumn; titleVector: SQL; isTitled: (phrase: Text) => SQL };

/**
 * Each rank's condition, best first, in two equal forms: `indexed` for an index to answer, `stored`
 * to test a row already read (its stored document, not a vector computed again for every row). The
 * title's words are the document's weight-A words, so both forms of the title rank agree.
 */
function rankConditions({ searchVector, titleVector, isTitled }: Ranked, texts: SearchTexts<Text>) {
  const written = matchesWrittenWords(searchVector, texts.words);
  const stemmed = matchesWords(searchVector, texts.words);
  const exact = isTitled(texts.phrase);
  return [
    { indexed: exact, stored: exact },
    {
      indexed: matchesWrittenWords(titleVector, texts.words),
      stored: matchesWrittenWords(searchVector, texts.titleWords),
    },
    { indexed: written, stored: written },
    { indexed: stemmed, stored: stemmed },
  ];
}

/** The rows of one rank: its condition, and not the one before it (read from the row). */
function inRank(document: Ranked, texts: SearchTexts<Text>, rank: number, step: SearchStep): SQL {
  const conditions = rankConditions(document, texts);
  const condition = conditions[rank];
  if (!condition) throw new Error(`no rank ${rank}`);
  const better = conditions[rank - 1];
  const own = step === 'every match' ? condition.indexed : condition.stored;
  return better ? and(own, not(better.stored))! : own;
}

/** Which rows a statement lists: one rank of a search best match first, or (null) all matches newest first. */
export type RankOrNewest = number | null;

/** The words matched: all of them for a newest-first list, or one rank's. */
export const wordsMatch = (
  document: Ranked,
  texts: SearchTexts<Text>,
  rank: RankOrNewest,
  step: SearchStep,
) => (rank === null ? matchesWords(document.searchVector, texts.words) : inRank(document, texts, rank, step));

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
