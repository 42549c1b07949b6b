import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimitBuckets } from '../db/schema/index';
import { buildTestApp } from '../test/build-test-app';
import { countHit, deleteExpiredBuckets } from './rate-limit-store';

describe('PostgreSQL rate-limit counters', () => {
  let harness: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    harness = await buildTestApp();
  });
  afterAll(() => harness.close());

  it('counts hits within a window and reports the time left', async () => {
    const first = await countHit(harness.db, 'k1', 60_000);
    const second = await countHit(harness.db, 'k1', 60_000);
    expect(first.current).toBe(1);
    expect(second.current).toBe(2);
    expect(second.ttl).toBeGreaterThan(55_000);
    expect(second.ttl).toBeLessThanOrEqual(60_000);
  });

  it('starts a new window once the old one has ended, and cleans up ended windows', async () => {
    await countHit(harness.db, 'k2', 60_000);
    await harness.db
      .update(rateLimitBuckets)
      .set({ resetAt: sql`now() - interval '1 second'` })
      .where(eq(rateLimitBuckets.key, 'k2'));
    expect((await countHit(harness.db, 'k2', 60_000)).current).toBe(1);

    await harness.db
      .update(rateLimitBuckets)
      .set({ resetAt: sql`now() - interval '1 second'` })
      .where(eq(rateLimitBuckets.key, 'k2'));
    await deleteExpiredBuckets(harness.db);
    const left = await harness.db.select().from(rateLimitBuckets).where(eq(rateLimitBuckets.key, 'k2'));
    expect(left).toEqual([]);
  });
});
