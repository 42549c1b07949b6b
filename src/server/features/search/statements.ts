import { asc, desc, type Placeholder, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { PAGE_QUERY_LIMIT } from '#server/db/pagination';
import type { Database } from '#server/db/client';
import { candidateIds, findPage, idAmong, type ListedTable, type SearchStep } from './candidates';
import {
  NEWEST_RANKED,
  NEWEST_RANKED_LIMIT,
  rankOfRow,
  type Ranked,
  type RankOrNewest,
  wordsMatch,
} from './ranks';
import type { SearchTexts } from './search-words';

/**
 * A list's page query, built once and run with each request's values (statementsPerShape). Given a
 * rank, it selects it, lists best rank first and returns up to NEWEST_RANKED_LIMIT rows.
 */
type PageQuery<Row> = {
  prepare: (name: string) => { execute: (values: Record<string, unknown>) => Promise<Row[]> };
};

/**
 * A page query's rank column, order and size: newest first and a page (plus one row); or, given a
 * rank, best rank first and a page too (NEWEST_RANKED_LIMIT in ranks.ts says why that is enough).
 */
export function pageOrder(row: { createdAt: AnyPgColumn; id: AnyPgColumn }, rank?: SQL<number>) {
  const newestFirst = [desc(row.createdAt), desc(row.id)];
  return rank
    ? { rank, by: [asc(rank), ...newestFirst], limit: NEWEST_RANKED_LIMIT }
    : { rank: sql<number | null>`null`, by: newestFirst, limit: PAGE_QUERY_LIMIT };
}

/**
 * The prepared statement (or two) of one read of a list narrowed by words or tags: newest first in
 * the two steps of candidates.ts; one rank's every match, from its index; or the newest rows ranked.
 * `listed` is what the list shows anyway (its predicate and cursor), `narrowed` the filters besides
 * words, each asked of the row it is given; `shown` the page's own conditions besides the candidates.
 */
export function searchStatements<Table extends ListedTable, Row>(
  db: Database,
  table: Table,
  options: {
    pageOf: (conditions: (SQL | undefined)[], rank?: SQL<number>) => PageQuery<Row>;
    shown: (SQL | undefined)[];
    listed: (row: Table) => (SQL | undefined)[];
    narrowed: (row: Table) => (SQL | undefined)[];
    texts: { document: (row: Table) => Ranked; words: SearchTexts<Placeholder> } | null;
    read: RankOrNewest;
  },
) {
  const { pageOf, shown, listed, narrowed, texts, read } = options;
  const matches = (row: Table, step: SearchStep) => [
    ...(texts ? wordsMatch(texts.document(row), texts.words, read, step) : []),
    ...narrowed(row),
  ];
  const { newestIds, matchingIds } = candidateIds(db, table, listed, (row) => matches(row, 'every match'));
  const newestMatching = [...shown, idAmong(table.id, newestIds), ...matches(table, 'newest')];
  if (read === NEWEST_RANKED) {
    if (!texts) throw new Error('only a search by words is ranked');
    const ranked = pageOf(newestMatching, rankOfRow(texts.document(table), texts.words)).prepare('');
    return (values: Record<string, unknown>) => ranked.execute(values);
  }
  const allMatches = pageOf([...shown, idAmong(table.id, matchingIds)]).prepare('');
  // One rank: its own index answers (a rank's newest rows come from the newest-ranked read).
  if (read !== null) return (values: Record<string, unknown>) => allMatches.execute(values);
  const recentWindow = pageOf(newestMatching).prepare('');
  return (values: Record<string, unknown>) =>
    findPage(
      () => recentWindow.execute(values),
      () => allMatches.execute(values),
    );
}
