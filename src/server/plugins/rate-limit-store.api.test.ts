import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimitBuckets } from '../db/schema/index';
import { buildTestApp } from '../test/build-test-app';
import { nextClientAddress } from '../test/sign-in';
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

  it('counts windows of a month, whose milliseconds overflow a 32-bit integer', async () => {
    const month = 30 * 24 * 60 * 60 * 1000;
    expect((await countHit(harness.db, 'k-month', month)).ttl).toBeGreaterThan(month - 5000);
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

describe('per-route rate limits', () => {
  let harness: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    harness = await buildTestApp();
  });
  afterAll(() => harness.close());

  const resetRequest = (remoteAddress: string, email: string) =>
    harness.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset/request',
      payload: { email },
      remoteAddress,
    });

  it('[VISITOR] exhausting the people search leaves the same address free to ask for a reset', async () => {
    const address = nextClientAddress();
    let last = 0;
    for (let i = 0; i < 121; i += 1) {
      last = (await harness.app.inject({ method: 'GET', url: '/api/people', remoteAddress: address }))
        .statusCode;
    }
    expect(last).toBe(429);

    const reset = await resetRequest(address, 'someone@example.test');
    expect(reset.statusCode).toBe(204);
    expect(reset.headers['x-ratelimit-limit']).toBe('10');
    expect(reset.headers['x-ratelimit-remaining']).toBe('9');
  });

  it('[VISITOR] each route keeps its own window: a sign-up does not stretch the search window to an hour', async () => {
    const address = nextClientAddress();
    await harness.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      payload: {},
      remoteAddress: address,
    });
    const search = await harness.app.inject({ method: 'GET', url: '/api/explore', remoteAddress: address });
    expect(search.statusCode).toBe(200);
    expect(Number(search.headers['x-ratelimit-reset'])).toBeLessThanOrEqual(60);
    expect(search.headers['x-ratelimit-remaining']).toBe('119');
  });

  it('[VISITOR] the eleventh reset request of the hour from one address is refused', async () => {
    const address = nextClientAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      statuses.push((await resetRequest(address, `reset${i}@example.test`)).statusCode);
    }
    expect(statuses.slice(0, 10).every((status) => status === 204)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it('[VISITOR] counting a public read writes nothing to the database', async () => {
    await harness.db.delete(rateLimitBuckets);
    await harness.app.inject({ method: 'GET', url: '/api/explore', remoteAddress: nextClientAddress() });
    expect(await harness.db.select().from(rateLimitBuckets)).toEqual([]);
  });
});
