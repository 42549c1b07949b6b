import { sql } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { searchWords } from '#server/db/schema/index';

// Typo tolerance as Meilisearch has it by default (decision 49): none in words shorter than 5 letters,
// one typo in 5 to 8, two from 9. A typo is a letter added, left out, changed, or two neighbours swapped.
const ONE_TYPO_FROM = 5;
const TWO_TYPOS_FROM = 9;
/** How many of the nearest written words (by trigram distance) are weighed for each misspelt word. */
const NEAREST_WORDS = 24;

/** How many typos a word may hold and still find what it was meant to be. */
export function typoBudget(word: string): number {
  const letters = [...word].length;
  if (letters >= TWO_TYPOS_FROM) return 2;
  return letters >= ONE_TYPO_FROM ? 1 : 0;
}

/** Typos between two words: insertions, deletions, substitutions and swaps of neighbours (OSA distance). */
export function typoDistance(typed: string, written: string): number {
  const a = [...typed];
  const b = [...written];
  // rows[i][j]: typos between the first i letters of a and the first j of b.
  const rows = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const changed = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + changed);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        best = Math.min(best, rows[i - 2]![j - 2]! + 1);
      }
      rows[i]![j] = best;
    }
  }
  return rows[a.length]![b.length]!;
}

/**
 * Only words of letters are corrected: "node.js", "C++", a handle with digits or a year are written as
 * meant (and the vocabulary holds no word with a digit).
 */
const correctable = (word: string) => typoBudget(word) > 0 && /^\p{L}+$/u.test(word);

/**
 * For each typed word long enough to hold a typo and not written anywhere as typed, the written words
 * nearest to it within its budget (the fewest typos first). Trigram distance finds candidates from an
 * index; the typo count decides. A word written exactly as typed needs no correction.
 */
export async function findCorrections(db: Database, words: readonly string[]) {
  const corrections = new Map<string, string[]>();
  await Promise.all(
    [...new Set(words.filter(correctable))].map(async (typed) => {
      const normalized = sql`lower(atelier_unaccent(${typed}))`;
      const nearest = await db
        .select({ word: searchWords.word, typed: sql<string>`${normalized}` })
        .from(searchWords)
        .orderBy(sql`${searchWords.word} <-> ${normalized}`)
        .limit(NEAREST_WORDS);
      const budget = typoBudget(typed);
      const weighed = nearest.map(({ word, typed: asWritten }) => ({
        word,
        typos: typoDistance(asWritten, word),
      }));
      if (weighed.some(({ typos }) => typos === 0)) return;
      const fewest = Math.min(...weighed.map(({ typos }) => typos));
      if (fewest > budget) return;
      corrections.set(
        typed,
        weighed.filter(({ typos }) => typos === fewest).map(({ word }) => word),
      );
    }),
  );
  return corrections;
}
