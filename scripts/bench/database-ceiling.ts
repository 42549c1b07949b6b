import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import {
  exploreQuerySchema,
  quickSearchQuerySchema,
  tagSuggestionsQuerySchema,
} from '#shared/schemas/search';
import { servicesQueryWithCursor } from '#shared/schemas/services';
import type { Database } from '#server/db/client';
import * as schema from '#server/db/schema/index';
import { pageCursorParamSchema } from '#server/db/pagination';
import { listExploreProjects, suggestTags } from '#server/features/search/index';
import { listServices } from '#server/features/services/index';
import { quickSearch } from '#server/features/quick-search/index';
import { getWorkspace } from '#server/features/service-requests/index';
import { readFollowingFeed } from '#server/features/home/index';
import { readCollection } from '#server/features/collections/index';
import { readInsights } from '#server/features/insights/index';
import { loopMeasurement, type Measurement } from './measurement';

/**
 * One SQL statement with its parameters, as the app's driver sends it: `name` is the empty name of a
 * statement the app leaves unnamed on purpose, for PostgreSQL to plan each run (the searches); the
 * others are named as the app's connections name them (bench-pool.ts).
 */
export type Statement = { text: string; values: unknown[]; name?: '' };

/**
 * The statements a piece of the app's query code runs, in order, taken through drizzle's logger, so
 * that the loops below run exactly the SQL its endpoint runs, with the texts it sends unnamed.
 */
async function captureStatements(pool: pg.Pool, run: (db: Database) => Promise<unknown>) {
  const logged: { text: string; values: unknown[] }[] = [];
  const logger = { logQuery: (text: string, values: unknown[]) => logged.push({ text, values }) };
  // The pool as drizzle uses it, seeing each statement's name on its way (a transaction's statements
  // go through a client of their own and keep the app's rule: named when they carry values).
  const unnamed = new Set<string>();
  const seeing = Object.create(pool) as pg.Pool;
  seeing.connect = pool.connect.bind(pool) as typeof pool.connect;
  seeing.query = ((config: unknown, ...rest: unknown[]) => {
    const { text, name } = (typeof config === 'object' && config) as { text?: string; name?: string };
    if (text !== undefined && name === '') unnamed.add(text);
    return (pool.query as (...args: unknown[]) => unknown)(config, ...rest);
  }) as typeof pool.query;
  await run(drizzle(seeing, { schema, logger }) as unknown as Database);
  return logged.map((statement): Statement =>
    unnamed.has(statement.text) ? { ...statement, name: '' } : statement,
  );
}

/** A query string as the route's own schema reads it, so the filters are those a request gets. */
const queryOf = (search: string) => Object.fromEntries(new URLSearchParams(search));

/**
 * The statements GET /api/explore runs for a query string: per rank of a best-match search, one when
 * the newest projects fill a page and two when it falls back to every match; with a typo, first the
 * search as typed, then the corrections, then the corrected search.
 */
export const captureExploreStatements = (pool: pg.Pool, search: string) =>
  captureStatements(pool, (db) =>
    listExploreProjects(
      db,
      exploreQuerySchema.extend({ cursor: pageCursorParamSchema }).parse(queryOf(search)),
    ),
  );

/** The statements GET /api/services runs for a query string. */
export const captureServicesStatements = (pool: pg.Pool, search: string) =>
  captureStatements(pool, (db) =>
    listServices(db, servicesQueryWithCursor(pageCursorParamSchema).parse(queryOf(search))),
  );

/** The statements GET /api/quick-search runs (the three lists' searches, one after the other here). */
export const captureQuickSearchStatements = (pool: pg.Pool, search: string) =>
  captureStatements(pool, (db) => quickSearch(db, quickSearchQuerySchema.parse(queryOf(search)).q));

/** The statement GET /api/tags runs: the Technology box's suggestions. */
export const captureTagStatements = (pool: pg.Pool, search: string) =>
  captureStatements(pool, (db) => {
    const { kind, q } = tagSuggestionsQuerySchema.parse(queryOf(search));
    return suggestTags(db, kind, q);
  });

/** The statements GET /api/service-requests/{id} runs when one side of the request opens it. */
export const captureWorkspaceStatements = (pool: pg.Pool, requestId: string, viewerId: string) =>
  captureStatements(pool, (db) => getWorkspace(db, { userId: viewerId, ipAddress: '127.0.0.1' }, requestId));

/** The statements GET /api/home/feed runs for a member: their Following feed's first page. */
export const captureHomeFeedStatements = (pool: pg.Pool, memberId: string) =>
  captureStatements(pool, (db) => readFollowingFeed(db, memberId, undefined));

/** The statements GET /api/collections/{id} runs when a visitor opens a public collection. */
export const captureCollectionStatements = (pool: pg.Pool, collectionId: string) =>
  captureStatements(pool, (db) => readCollection(db, collectionId, null, undefined));

/** The statements GET /api/insights?days=90 runs for a creator: the Insights page's longest period. */
export const captureInsightsStatements = (pool: pg.Pool, ownerId: string) =>
  captureStatements(pool, (db) => readInsights(db, ownerId, 90));

/**
 * The database's ceiling for these statements: `connections` loops run them back to back for the
 * given time. One sample is one run of all statements, like one explore request.
 */
export async function runQueryLoop(
  pool: pg.Pool,
  statements: Statement[],
  options: { connections: number; durationSeconds: number; target: string },
): Promise<Measurement> {
  const latencies: number[] = [];
  let errors = 0;
  const started = performance.now();
  const deadline = started + options.durationSeconds * 1000;
  const loop = async () => {
    while (performance.now() < deadline) {
      const sent = performance.now();
      try {
        // rowMode 'array' as drizzle asks for its selects: the same rows cross the wire and get parsed.
        for (const { text, values, name } of statements)
          await pool.query({ text, values, rowMode: 'array', name });
        latencies.push(performance.now() - sent);
      } catch (error) {
        if (errors === 0) console.error('database loop:', (error as Error).message);
        errors += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: options.connections }, loop));
  return loopMeasurement(options.target, latencies, errors, started);
}
