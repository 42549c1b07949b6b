import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app';
import { openDatabase } from '#server/db/client';
import { createBan, createConversation, createCreator, createWarning } from '#server/seed/factories';
import { bannedUsers } from '#server/db/schema/index';
import { buildTestApp, type TestApp } from '#server/test/build-test-app';
import type { MemberClient } from '#server/test/clients';
import { openEventStream } from '#server/test/event-stream';

describe('live event stream', () => {
  let testApp: TestApp;
  let baseUrl: string;
  let adaId: string;
  // Streams are opened over real HTTP with the clients' session cookies.
  let adaClient: MemberClient;
  let graceClient: MemberClient;

  beforeAll(async () => {
    testApp = await buildTestApp();
    await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(testApp.app.server.address() as AddressInfo).port}`;
    adaClient = await testApp.as(await createCreator(testApp.db));
    graceClient = await testApp.as(await createCreator(testApp.db));
    adaId = adaClient.user.id;
  });
  afterAll(() => testApp.close());

  it('[ANON] may not open a stream', async () => {
    expect((await testApp.visitor().get('/api/events')).statusCode).toBe(401);
  });

  it('[USER] opens a stream that says ready, then hears of a warning', async () => {
    const stream = await openEventStream(baseUrl, adaClient.cookie);
    expect(stream.status).toBe(200);
    await stream.received('ready');
    // Written straight to the table, as an operator would: the database trigger still tells the tab.
    await createWarning(testApp.db, adaId, { reason: 'Be kind' });
    await stream.received('standing');
    stream.close();
  });

  it('[BANNED] hears of the ban, then the stream ends; no new one opens until the ban is lifted', async () => {
    const stream = await openEventStream(baseUrl, adaClient.cookie);
    await stream.received('ready');
    await createBan(testApp.db, adaId, { reason: 'Spam' });
    await stream.received('standing');
    await stream.ended();
    // The tab waits a minute before trying again: by then it shows /banned and keeps no stream.
    expect(stream.retryMs()).toBe(60_000);
    const refused = await openEventStream(baseUrl, adaClient.cookie);
    expect(refused.status).toBe(403);

    await testApp.db.update(bannedUsers).set({ unbannedAt: new Date() }).where(eq(bannedUsers.userId, adaId));
    const again = await openEventStream(baseUrl, adaClient.cookie);
    expect(again.status).toBe(200);
    await again.received('ready');
    again.close();
  });

  it("[USER] hears nothing of another user's events", async () => {
    const grace = await openEventStream(baseUrl, graceClient.cookie);
    const ada = await openEventStream(baseUrl, adaClient.cookie);
    await grace.received('ready');
    await ada.received('ready');
    await testApp.app.events.publish(testApp.db, adaId, { type: 'standing' });
    await ada.received('standing');
    expect(grace.events).toEqual(['ready']);
    grace.close();
    ada.close();
  });

  it('[USER] may hold ten streams at once, not more', async () => {
    const streams = await Promise.all(
      Array.from({ length: 10 }, () => openEventStream(baseUrl, graceClient.cookie)),
    );
    expect(streams.map((stream) => stream.status)).toEqual(Array(10).fill(200));
    const extra = await openEventStream(baseUrl, graceClient.cookie);
    expect(extra.status).toBe(429);
    for (const stream of streams) stream.close();
  });

  it('[USER] an event published by one server reaches a stream held by another on the same database', async (context) => {
    if (!testApp.databaseUrl) context.skip();
    const otherDatabase = await openDatabase({ databaseUrl: testApp.databaseUrl, dataDir: '' });
    const other = await buildApp({ config: testApp.config, database: otherDatabase });
    try {
      await other.listen({ port: 0, host: '127.0.0.1' });
      const otherUrl = `http://127.0.0.1:${(other.server.address() as AddressInfo).port}`;
      const stream = await openEventStream(otherUrl, adaClient.cookie);
      await stream.received('ready');
      await testApp.app.events.publish(testApp.db, adaId, { type: 'standing' });
      await stream.received('standing');
      stream.close();
    } finally {
      await other.close();
      await otherDatabase.close();
    }
  });
});

describe('live event streams under churn', () => {
  let testApp: TestApp;
  let baseUrl: string;

  beforeAll(async () => {
    // Behind a proxy, as in production: each stream names its client address.
    testApp = await buildTestApp({ config: { trustProxy: true } });
    await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(testApp.app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => testApp.close());

  const from = (address: string) => ({ 'x-forwarded-for': address });
  /** Opens a stream, waits for it to be ready and closes it, as a reloading tab does. */
  const cycle = async (client: MemberClient, address: string) => {
    const stream = await openEventStream(baseUrl, client.cookie, from(address));
    if (stream.status === 200) await stream.received('ready');
    stream.close();
    return stream.status;
  };

  it('[USER] reconnecting thirty times reaches a partner as one coming-online, and the going-away once it lasts', async () => {
    const [ada, grace] = [await createCreator(testApp.db), await createCreator(testApp.db)];
    await createConversation(testApp.db, ada.user.id, grace.user.id);
    const [adaClient, graceClient] = [await testApp.as(ada), await testApp.as(grace)];
    const graceTab = await openEventStream(baseUrl, graceClient.cookie, from('198.51.100.10'));
    await graceTab.received('ready');

    for (let reload = 0; reload < 30; reload += 1) await cycle(adaClient, '198.51.100.11');
    expect(graceTab.events.filter((type) => type === 'presence')).toHaveLength(1);
    // Five seconds after the last tab went, Ada is gone for real.
    await graceTab.received('presence', 2, 10_000);
    graceTab.close();
  });

  it('[USER] may open sixty streams a minute, from any number of addresses, not more', async () => {
    const client = await testApp.as(await createCreator(testApp.db));
    const statuses: number[] = [];
    for (let opening = 0; opening < 60; opening += 1) {
      statuses.push(await cycle(client, `198.51.100.${20 + (opening % 2)}`));
    }
    expect(statuses.every((status) => status === 200)).toBe(true);
    expect(await cycle(client, '198.51.100.22')).toBe(429);
  });

  it('[ATTACKER] one address opens sixty streams a minute, whichever accounts it signs in as', async () => {
    const statuses: number[] = [];
    const clients = [
      await testApp.as(await createCreator(testApp.db)),
      await testApp.as(await createCreator(testApp.db)),
    ];
    for (let opening = 0; opening < 61; opening += 1) {
      statuses.push(await cycle(clients[opening % 2]!, '198.51.100.30'));
    }
    expect(statuses.slice(0, 60).every((status) => status === 200)).toBe(true);
    expect(statuses[60]).toBe(429);
  });
});

describe('streams of a process that stops', () => {
  let testApp: TestApp;
  let baseUrl: string;

  beforeAll(async () => {
    testApp = await buildTestApp();
    await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(testApp.app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => testApp.close());

  it('[USER] whose process stops reconnects to another: no partner hears of a going-away, and what the tab showed no longer silences a message', async (context) => {
    // Two processes on one database: PostgreSQL only.
    if (!testApp.databaseUrl) context.skip();
    const [adaCreator, graceCreator] = [await createCreator(testApp.db), await createCreator(testApp.db)];
    const [ada, grace] = [await testApp.as(adaCreator), await testApp.as(graceCreator)];
    const sent = await ada.post(`/api/messages/with/${graceCreator.profile.handle}`, { content: 'Hello' });
    const { conversationId } = sent.json();
    await grace.post(`/api/messages/conversations/${conversationId}/read`);

    const otherDatabase = await openDatabase({ databaseUrl: testApp.databaseUrl, dataDir: '' });
    const other = await buildApp({ config: testApp.config, database: otherDatabase });
    try {
      await other.listen({ port: 0, host: '127.0.0.1' });
      const otherUrl = `http://127.0.0.1:${(other.server.address() as AddressInfo).port}`;
      const adaTab = await openEventStream(baseUrl, ada.cookie);
      await adaTab.received('ready');
      const graceTab = await openEventStream(otherUrl, grace.cookie);
      await graceTab.received('ready');
      await adaTab.received('presence');
      const streamId = graceTab.payloads[0]?.streamId as string;
      expect((await grace.put('/api/messages/viewing', { streamId, conversationId })).statusCode).toBe(204);

      // A rolling restart stops Grace's process; her tab comes back through the proxy to this one.
      await other.close();
      await graceTab.ended();
      const graceAgain = await openEventStream(baseUrl, grace.cookie);
      await graceAgain.received('ready');
      expect((await ada.get(`/api/messages/conversations/${conversationId}`)).json().other.online).toBe(true);

      // Live events reach a tab in the order they were sent: Ada's own message comes after any
      // presence news of Grace's going and coming back would have.
      await ada.post(`/api/messages/conversations/${conversationId}/messages`, { content: 'Still there?' });
      await adaTab.received('messages');
      await graceAgain.received('messages');
      expect(adaTab.events.filter((type) => type === 'presence')).toHaveLength(1);
      const unread = (await grace.get('/api/notifications'))
        .json()
        .items.filter((item: { type: string; read: boolean }) => item.type === 'message' && !item.read);
      expect(unread).toHaveLength(1);
      adaTab.close();
      graceAgain.close();
    } finally {
      await other.close();
      await otherDatabase.close();
    }
  });
});
