import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import { exploreQuerySchema } from '#shared/schemas/search';
import type { Database } from '#server/db/client';
import * as schema from '#server/db/schema/index';
import { pageCursorParamSchema } from '#server/db/pagination';
import { listExploreProjects } from '#server/features/search/index';
import { type Measurement, percentile } from './measurement';

/** One SQL statement with its parameters, as the app's driver sends it. */
export type Statement = { text: string; values: unknown[] };

/**
 * The statements GET /api/explore runs for a query string, in order: one when the newest projects fill
 * a page, two when the search falls back to every match. Taken from the app's own query code through
 * drizzle's logger, so the loop below runs exactly the SQL the endpoint runs.
 */
export async function captureExploreStatements(pool: pg.Pool, search: string): Promise<Statement[]> {
  const statements: Statement[] = [];
  const logger = { logQuery: (text: string, values: unknown[]) => statements.push({ text, values }) };
  const db = drizzle(pool, { schema, logger }) as unknown as Database;
  // Parsed by the route's own schema, so the filters are those a request with this query string gets.
  const filters = exploreQuerySchema
    .extend({ cursor: pageCursorParamSchema })
    .parse(Object.fromEntries(new URLSearchParams(search)));
  await listExploreProjects(db, filters);
  return statements;
}

/**
 * The database's ceiling for these statements: `connections` loops run them back to back for the
 * given time. One sample is one run of all statements, like one explore request.
 */
export async function runQueryLoop(
  pool: pg.Pool,
  statements: Statement[],
  options: { connections: number; durationSeconds: number },
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
        for (const { text, values } of statements) await pool.query({ text, values, rowMode: 'array' });
        latencies.push(performance.now() - sent);
      } catch (error) {
        if (errors === 0) console.error('database loop:', (error as Error).message);
        errors += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: options.connections }, loop));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    target: 'database (explore SQL)',
    requestsPerSecond: latencies.length / seconds,
    p50Ms: percentile(latencies, 0.5),
    p99Ms: percentile(latencies, 0.99),
    non2xx: 0,
    errors,
    statusCodes: {},
  };
}
