import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { lt, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { rateLimitBuckets } from '#server/db/schema/index';

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
      ttl: sql<number>`greatest(0, ceil(extract(epoch from (${rateLimitBuckets.resetAt} - now())) * 1000))::bigint`,
    });
  if (!row) throw new Error('rate limit upsert returned no row');
  return { current: row.hits, ttl: Number(row.ttl) };
}

/** Drops windows that ended, so the table holds only live counters. */
export function deleteExpiredBuckets(db: Database) {
  return db.delete(rateLimitBuckets).where(lt(rateLimitBuckets.resetAt, sql`now()`));
}

type Counter = { hits: number; resetAt: number };
type Hit = { current: number; ttl: number };
type HitCallback = (error: Error | null, result?: Hit) => void;

// Enough for every client of a busy minute; the oldest counters give way first.
const MEMORY_COUNTERS_MAX = 50_000;

/**
 * Counters for public reads, kept in this process: a read must never write to the database
 * (docs/architecture.md). Each process counts on its own, which is enough to blunt a scraper.
 */
export class MemoryCounters {
  private readonly counters = new Map<string, Counter>();

  constructor(private readonly capacity = MEMORY_COUNTERS_MAX) {}

  hit(key: string, windowMs: number, now = Date.now()): Hit {
    const existing = this.counters.get(key);
    const counter =
      existing && existing.resetAt > now
        ? { hits: existing.hits + 1, resetAt: existing.resetAt }
        : { hits: 1, resetAt: now + windowMs };
    // Re-inserting moves the key to the end, so the map's first key is the least recently hit.
    this.counters.delete(key);
    this.counters.set(key, counter);
    if (this.counters.size > this.capacity) {
      const oldest = this.counters.keys().next().value;
      if (oldest !== undefined) this.counters.delete(oldest);
    }
    return { current: counter.hits, ttl: counter.resetAt - now };
  }
}

/**
 * What @fastify/rate-limit hands a store's child(): its options merged with the route's. A limiter
 * made outside a route (the page handler) names its counters with keyPrefix and says if it only reads.
 */
export type RouteParams = {
  routeInfo?: { method?: string | string[]; url?: string };
  keyPrefix?: string;
  readOnly?: boolean;
};

const SAFE_METHODS = new Set(['GET', 'HEAD']);

/** A name for the counters of one route ("POST /api/auth/sign-up"): a limit never spends another's. */
export function routeKeyPrefix(params: RouteParams): string {
  if (params.keyPrefix) return `${params.keyPrefix}:`;
  const { method, url } = params.routeInfo ?? {};
  if (!method || !url) throw new Error('a rate limit needs a route or a keyPrefix');
  return `${[method].flat().join(',')} ${url}:`;
}

function isReadOnly(params: RouteParams) {
  if (params.readOnly !== undefined) return params.readOnly;
  const methods = [params.routeInfo?.method ?? []].flat();
  return methods.length > 0 && methods.every((method) => SAFE_METHODS.has(method));
}

/**
 * The @fastify/rate-limit store: each route counts in its own key space; writes count in PostgreSQL
 * (shared by every process, so a limit holds behind a load balancer), reads in process memory.
 */
export function createRateLimitStore(db: Database): FastifyRateLimitStoreCtor {
  const memory = new MemoryCounters();

  // Not declared as implementing FastifyRateLimitStore: its child() is typed as taking route options,
  // while the plugin really passes its merged params (RouteParams).
  class RouteRateLimitStore {
    private readonly prefix: string;
    private readonly inMemory: boolean;

    constructor(params: RouteParams, scoped = false) {
      this.prefix = scoped ? routeKeyPrefix(params) : 'unscoped:';
      this.inMemory = scoped && isReadOnly(params);
    }

    incr(key: string, callback: HitCallback, timeWindow: number) {
      if (this.inMemory) {
        callback(null, memory.hit(this.prefix + key, timeWindow));
        return;
      }
      countHit(db, this.prefix + key, timeWindow).then(
        (result) => callback(null, result),
        (error: Error) => callback(error),
      );
    }

    child(params: RouteParams) {
      return new RouteRateLimitStore(params, true);
    }
  }
  return RouteRateLimitStore as unknown as FastifyRateLimitStoreCtor;
}
