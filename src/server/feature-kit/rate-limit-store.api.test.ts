import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimitBuckets } from '#server/db/schema/index';
import { buildTestApp, type TestApp } from '#server/test/build-test-app';
import type { ApiClient } from '#server/test/clients';
import { countHit, deleteExpiredBuckets } from './rate-limit-store';

describe('PostgreSQL rate-limit counters', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp();
  });
  afterAll(() => testApp.close());

  it('counts hits within a window and reports the time left', async () => {
    const first = await countHit(testApp.db, 'k1', 60_000);
    const second = await countHit(testApp.db, 'k1', 60_000);
    expect(first.current).toBe(1);
    expect(second.current).toBe(2);
    expect(second.ttl).toBeGreaterThan(55_000);
    expect(second.ttl).toBeLessThanOrEqual(60_000);
  });

  it('counts windows of a month, whose milliseconds overflow a 32-bit integer', async () => {
    const month = 30 * 24 * 60 * 60 * 1000;
    expect((await countHit(testApp.db, 'k-month', month)).ttl).toBeGreaterThan(month - 5000);
  });

  it('starts a new window once the old one has ended, and cleans up ended windows', async () => {
    await countHit(testApp.db, 'k2', 60_000);
    await testApp.db
      .update(rateLimitBuckets)
      .set({ resetAt: sql`now() - interval '1 second'` })
      .where(eq(rateLimitBuckets.key, 'k2'));
    expect((await countHit(testApp.db, 'k2', 60_000)).current).toBe(1);

    await testApp.db
      .update(rateLimitBuckets)
      .set({ resetAt: sql`now() - interval '1 second'` })
      .where(eq(rateLimitBuckets.key, 'k2'));
    await deleteExpiredBuckets(testApp.db);
    const left = await testApp.db.select().from(rateLimitBuckets).where(eq(rateLimitBuckets.key, 'k2'));
    expect(left).toEqual([]);
  });
});

describe('per-route rate limits', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp();
  });
  afterAll(() => testApp.close());

  // Each test is one client, so all its requests come from one address.
  const resetRequest = (client: ApiClient, email: string) =>
    client.post('/api/auth/password-reset/request', { email });

  it('[VISITOR] exhausting the people search leaves the same address free to ask for a reset', async () => {
    const client = testApp.visitor();
    let last = 0;
    for (let i = 0; i < 121; i += 1) {
      last = (await client.get('/api/people')).statusCode;
    }
    expect(last).toBe(429);

    const reset = await resetRequest(client, 'someone@example.test');
    expect(reset.statusCode).toBe(204);
    expect(reset.headers['x-ratelimit-limit']).toBe('10');
    expect(reset.headers['x-ratelimit-remaining']).toBe('9');
  });

  it('[VISITOR] each route keeps its own window: a sign-up does not stretch the search window to an hour', async () => {
    const client = testApp.visitor();
    await client.post('/api/auth/sign-up', {});
    const search = await client.get('/api/explore');
    expect(search.statusCode).toBe(200);
    expect(Number(search.headers['x-ratelimit-reset'])).toBeLessThanOrEqual(60);
    expect(search.headers['x-ratelimit-remaining']).toBe('119');
  });

  it('[VISITOR] the eleventh reset request of the hour from one address is refused', async () => {
    const client = testApp.visitor();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      statuses.push((await resetRequest(client, `reset${i}@example.test`)).statusCode);
    }
    expect(statuses.slice(0, 10).every((status) => status === 204)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it('[VISITOR] counting a public read writes nothing to the database', async () => {
    await testApp.db.delete(rateLimitBuckets);
    await testApp.visitor().get('/api/explore');
    expect(await testApp.db.select().from(rateLimitBuckets)).toEqual([]);
  });
});
