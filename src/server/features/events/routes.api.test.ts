import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { openDatabase } from '../../db/client';
import { createCreator } from '../../db/factories';
import { bannedUsers, userWarnings } from '../../db/schema/index';
import { buildTestApp } from '../../test/build-test-app';
import { openEventStream } from '../../test/event-stream';
import { signInAs } from '../../test/sign-in';

describe('live event stream', () => {
  let harness: Awaited<ReturnType<typeof buildTestApp>>;
  let baseUrl: string;
  let adaId: string;
  let adaCookie: string;
  let graceCookie: string;

  beforeAll(async () => {
    harness = await buildTestApp();
    await harness.app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(harness.app.server.address() as AddressInfo).port}`;
    adaId = (await createCreator(harness.db, { user: { email: 'ada-live@example.test' } })).user.id;
    await createCreator(harness.db, { user: { email: 'grace-live@example.test' } });
    adaCookie = await signInAs(harness.app, 'ada-live@example.test');
    graceCookie = await signInAs(harness.app, 'grace-live@example.test');
  });
  afterAll(() => harness.close());

  it('[ANON] may not open a stream', async () => {
    expect((await harness.app.inject({ method: 'GET', url: '/api/events' })).statusCode).toBe(401);
  });

  it('[USER] opens a stream that says ready, then hears of a ban and of its lifting', async () => {
    const stream = await openEventStream(baseUrl, adaCookie);
    expect(stream.status).toBe(200);
    await stream.received('ready');
    // Written straight to the table, as an operator would: the database trigger still tells the tab.
    await harness.db.insert(bannedUsers).values({ userId: adaId, reason: 'Spam' });
    await stream.received('standing');
    await harness.db.update(bannedUsers).set({ unbannedAt: new Date() }).where(eq(bannedUsers.userId, adaId));
    await stream.received('standing', 2);
    await harness.db.insert(userWarnings).values({ userId: adaId, reason: 'Be kind' });
    await stream.received('standing', 3);
    stream.close();
  });

  it("[USER] hears nothing of another user's events", async () => {
    const grace = await openEventStream(baseUrl, graceCookie);
    const ada = await openEventStream(baseUrl, adaCookie);
    await grace.received('ready');
    await ada.received('ready');
    await harness.app.events.publish(harness.db, adaId, { type: 'standing' });
    await ada.received('standing');
    expect(grace.events).toEqual(['ready']);
    grace.close();
    ada.close();
  });

  it('[USER] may hold ten streams at once, not more', async () => {
    const streams = await Promise.all(
      Array.from({ length: 10 }, () => openEventStream(baseUrl, graceCookie)),
    );
    expect(streams.map((stream) => stream.status)).toEqual(Array(10).fill(200));
    const extra = await openEventStream(baseUrl, graceCookie);
    expect(extra.status).toBe(429);
    for (const stream of streams) stream.close();
  });

  it('[USER] an event published by one server reaches a stream held by another on the same database', async (context) => {
    if (!harness.databaseUrl) context.skip();
    const otherDatabase = await openDatabase({ databaseUrl: harness.databaseUrl, dataDir: '' });
    const other = await buildApp({ config: harness.config, database: otherDatabase });
    try {
      await other.listen({ port: 0, host: '127.0.0.1' });
      const otherUrl = `http://127.0.0.1:${(other.server.address() as AddressInfo).port}`;
      const stream = await openEventStream(otherUrl, adaCookie);
      await stream.received('ready');
      await harness.app.events.publish(harness.db, adaId, { type: 'standing' });
      await stream.received('standing');
      stream.close();
    } finally {
      await other.close();
      await otherDatabase.close();
    }
  });
});
