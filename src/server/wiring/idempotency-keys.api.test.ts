import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blocks, idempotencyKeys, messages, serviceRequests } from '#server/db/schema/index';
import { createBlock, createCreator, createService, type Creator } from '#server/seed/factories';
import { buildTestApp, type TestApp } from '#server/test/build-test-app';
import { serviceRequestInput } from '#server/test/service-request-input';
import { deleteOldIdempotencyKeys } from './idempotency-keys';

describe('Idempotency-Key on the routes that create', () => {
  let testApp: TestApp;
  let seller: Creator;
  beforeAll(async () => {
    testApp = await buildTestApp();
    seller = await createCreator(testApp.db);
  });
  afterAll(() => testApp.close());

  async function newService() {
    const service = await createService(testApp.db, seller.profile.id, {
      contactMethods: [{ type: 'Email', required: true }],
    });
    const requestsOf = () => testApp.db.$count(serviceRequests, eq(serviceRequests.serviceId, service.id));
    return { id: service.id, requestsOf };
  }
  const withKey = (key: string) => ({ 'idempotency-key': key });

  it('[USER] ten requests at once with one key store one request, and each gets its answer', async () => {
    const service = await newService();
    const client = await testApp.as(await createCreator(testApp.db));
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        client.post(`/api/services/${service.id}/requests`, serviceRequestInput, withKey('submit-1')),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(201));
    expect(new Set(answers.map((answer) => answer.json().id)).size).toBe(1);
    expect(answers.filter((answer) => answer.headers['idempotent-replayed'] === 'true')).toHaveLength(9);
    expect(await service.requestsOf()).toBe(1);
  });

  it('[USER] the same key with another body is refused and stores nothing; without a key each request counts', async () => {
    const service = await newService();
    const client = await testApp.as(await createCreator(testApp.db));
    const path = `/api/services/${service.id}/requests`;
    expect((await client.post(path, serviceRequestInput, withKey('form-7'))).statusCode).toBe(201);
    const changed = await client.post(path, { ...serviceRequestInput, budget: 999 }, withKey('form-7'));
    expect(changed.statusCode).toBe(400);
    expect(changed.json()).toMatchObject({ messageId: 'idempotencyKeyReused' });
    expect(await service.requestsOf()).toBe(1);
    expect((await client.post(path, serviceRequestInput)).statusCode).toBe(201);
    expect(await service.requestsOf()).toBe(2);
  });

  it('[ATTACKER] a key of another member is their own, and a key that is no key is refused', async () => {
    const service = await newService();
    const path = `/api/services/${service.id}/requests`;
    const [first, second] = [
      await testApp.as(await createCreator(testApp.db)),
      await testApp.as(await createCreator(testApp.db)),
    ];
    expect((await first?.post(path, serviceRequestInput, withKey('shared')))?.statusCode).toBe(201);
    const other = await second?.post(path, serviceRequestInput, withKey('shared'));
    expect(other?.statusCode).toBe(201);
    expect(other?.headers['idempotent-replayed']).toBeUndefined();
    expect(await service.requestsOf()).toBe(2);
    for (const key of ['', 'a b', 'x'.repeat(256), 'ключ']) {
      const refused = await first?.post(path, serviceRequestInput, withKey(key));
      expect(refused?.statusCode).toBe(400);
      expect(refused?.json()).toMatchObject({ messageId: 'idempotencyKeyInvalid' });
    }
    expect(await service.requestsOf()).toBe(2);
  });

  it('[USER] a first try that failed lets its key go: the retry runs, once', async () => {
    const service = await newService();
    const buyer = await createCreator(testApp.db);
    const client = await testApp.as(buyer);
    const path = `/api/services/${service.id}/requests`;
    await createBlock(testApp.db, seller.user.id, buyer.user.id);
    expect((await client.post(path, serviceRequestInput, withKey('after-block'))).statusCode).toBe(403);
    await testApp.db.delete(blocks).where(eq(blocks.blockedId, buyer.user.id));
    expect((await client.post(path, serviceRequestInput, withKey('after-block'))).statusCode).toBe(201);
    expect((await client.post(path, serviceRequestInput, withKey('after-block'))).statusCode).toBe(201);
    expect(await service.requestsOf()).toBe(1);
  });

  it('[USER] a message sent twice with its key is stored once', async () => {
    const sender = await createCreator(testApp.db);
    const client = await testApp.as(sender);
    const path = `/api/messages/with/${seller.profile.handle}`;
    const [first, again] = await Promise.all([
      client.post(path, { content: 'Hello, $1 and a half' }, withKey('msg-1')),
      client.post(path, { content: 'Hello, $1 and a half' }, withKey('msg-1')),
    ]);
    expect([first?.statusCode, again?.statusCode]).toEqual([201, 201]);
    expect(await testApp.db.$count(messages, eq(messages.senderId, sender.user.id))).toBe(1);
  });

  it('keeps a key for 24 hours, then forgets it', async () => {
    const service = await newService();
    const buyer = await createCreator(testApp.db);
    const client = await testApp.as(buyer);
    const path = `/api/services/${service.id}/requests`;
    expect((await client.post(path, serviceRequestInput, withKey('old'))).statusCode).toBe(201);
    await testApp.db
      .update(idempotencyKeys)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(eq(idempotencyKeys.memberId, buyer.user.id));
    await deleteOldIdempotencyKeys(testApp.db);
    expect(await testApp.db.$count(idempotencyKeys, eq(idempotencyKeys.memberId, buyer.user.id))).toBe(0);
  });
});
