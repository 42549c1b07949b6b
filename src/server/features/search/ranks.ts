import { and, not, type Placeholder, sql, type SQL } from 'drizzle-orm';
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

/** The rows of one rank, asked of its index: its condition, and not the one before it (read from the row). */
function inRank(document: Ranked, texts: SearchTexts<Text>, rank: number, step: SearchStep): SQL {
  const conditions = rankConditions(document, texts);
  const condition = conditions[rank];
  if (!condition) throw new Error(`no rank ${rank}`);
  const better = conditions[rank - 1];
  const own = step === 'every match' ? condition.indexed : condition.stored;
  return better ? and(own, not(better.stored))! : own;
}

/**
 * What one statement of a ranked search reads: every match of one rank, from its index; or the
 * newest rows with each one's rank (NEWEST_RANKED), read once for all the ranks after the exact title's.
 */
export const NEWEST_RANKED = 'newest ranked';
export type RankRead = number | typeof NEWEST_RANKED;
/** Which rows a statement lists: a ranked search's read, or (null) all matches newest first. */
export type RankOrNewest = RankRead | null;

/**
 * How many rows the newest-ranked read returns, best rank first: a page (plus one row) is enough. A
 * rank is read from it only when each rank before it fell short there, and so gave the page at least
 * as many rows from its index as it had among the newest; what is left of the page fits after them.
 */
export const NEWEST_RANKED_LIMIT = PAGE_QUERY_LIMIT;

/** The words matched: all of them for a newest-first list or the newest-ranked read, or one rank's. */
export const wordsMatch = (
  document: Ranked,
  texts: SearchTexts<Text>,
  read: RankOrNewest,
  step: SearchStep,
): SQL[] => {
  if (read === null) return [matchesWords(document.searchVector, texts.words)];
  if (read !== NEWEST_RANKED) return [inRank(document, texts, read, step)];
  // Every word, and not the exact title, whose rank is always read from its B-tree.
  const exact = rankConditions(document, texts)[EXACT_RANK]!;
  return [matchesWords(document.searchVector, texts.words), not(exact.stored)];
};

/** Each newest row's rank in the newest-ranked read: the first whose condition its stored document meets. */
export function rankOfRow(document: Ranked, texts: SearchTexts<Text>): SQL<number> {
  const [, title, written] = rankConditions(document, texts);
  return sql<number>`(case when ${title!.stored} then 1 when ${written!.stored} then 2 else 3 end)`;
}

/**
 * One page (plus one row) of a ranked search: each rank's rows in turn from the cursor's on, newest
 * first within a rank. The exact title's rank comes from its index; the others from the newest rows,
 * read once with their ranks, when those hold what the page still needs of a rank (they are that
 * rank's newest rows), and from the rank's index when they do not. `pageOf` answers one read, after
 * the cursor when it is given.
 */
export async function rankedPage<Row extends { rank: number | null }>(
  cursor: PageCursor | undefined,
  pageOf: (read: RankRead, after: PageCursor | undefined) => Promise<Row[]>,
): Promise<(Row & { rank: number })[]> {
  const rows: (Row & { rank: number })[] = [];
  const firstRank = cursor?.rank ?? 0;
  // The newest rows after the cursor hold the cursor's rank's next rows; a later rank's, from the top.
  let newest: { after: PageCursor | undefined; rows: Row[] } | undefined;
  for (let rank = firstRank; rank < RANK_COUNT && rows.length < PAGE_QUERY_LIMIT; rank++) {
    const after = rank === firstRank ? cursor : undefined;
    let found: Row[];
    if (rank === EXACT_RANK) {
      found = await pageOf(rank, after);
    } else {
      if (!newest || newest.after !== after) newest = { after, rows: await pageOf(NEWEST_RANKED, after) };
      const recent = newest.rows.filter((row) => row.rank === rank);
      found = recent.length >= PAGE_QUERY_LIMIT - rows.length ? recent : await pageOf(rank, after);
    }
    for (const row of found) rows.push({ ...row, rank });
  }
  return rows.slice(0, PAGE_QUERY_LIMIT);
}
