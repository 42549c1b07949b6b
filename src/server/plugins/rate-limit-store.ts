import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rateLimitBuckets } from '../db/schema/index';

/** Counts one hit and answers the bucket's total and the milliseconds left in its window. */
export async function countHit(db: Database, key: string, windowMs: number) {
  const window = sql`make_interval(secs => ${windowMs / 1000})`;
  const [row] = await db
    .insert(rateLimitBuckets)
    .values({ key, hits: 1, resetAt: sql`now() + ${window}` })
    .onConflictDoUpdate({
      target: rateLimitBuckets.key,
      set: {
        hits: sql`case when ${rateLimitBuckets.resetAt} <= now() then 1 else ${rateLimitBuckets.hits} + 1 end`,
        resetAt: sql`case when ${rateLimitBuckets.resetAt} <= now() then now() + ${window} else ${rateLimitBuckets.resetAt} end`,
      },
    })
    .returning({
      hits: rateLimitBuckets.hits,
      ttl: sql<number>`greatest(0, ceil(extract(epoch from (${rateLimitBuckets.resetAt} - now())) * 1000))::int`,
    });
  if (!row) throw new Error('rate limit upsert returned no row');
  return { current: row.hits, ttl: Number(row.ttl) };
}

/** Drops windows that ended, so the table holds only live counters. */
export function deleteExpiredBuckets(db: Database) {
  return db.delete(rateLimitBuckets).where(lt(rateLimitBuckets.resetAt, sql`now()`));
}

/** A @fastify/rate-limit store backed by PostgreSQL; each route gets its own key space. */
export function createPostgresRateLimitStore(db: Database): FastifyRateLimitStoreCtor {
  class PostgresRateLimitStore implements FastifyRateLimitStore {
    constructor(
      _options: unknown,
      private readonly prefix = 'global:',
    ) {}

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ) {
      countHit(db, this.prefix + key, timeWindow).then(
        (result) => callback(null, result),
        (error: Error) => callback(error),
      );
    }

    child(routeOptions: { method: string | string[]; url: string }) {
      return new PostgresRateLimitStore(undefined, `${String(routeOptions.method)} ${routeOptions.url}:`);
    }
  }
  return PostgresRateLimitStore as unknown as FastifyRateLimitStoreCtor;
}
