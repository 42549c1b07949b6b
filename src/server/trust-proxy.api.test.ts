import type { FastifyPluginAsync } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { createCreator } from '#server/seed/factories';
import { buildTestApp, type TestApp } from '#server/test/build-test-app';

const whoAmI: FastifyPluginAsync = async (app) => {
  app.get('/ip', async (request) => ({ ip: request.ip }));
};

describe('client addresses (what rate limits count by)', () => {
  const testApps: TestApp[] = [];
  afterAll(() => Promise.all(testApps.map((testApp) => testApp.close())));

  const ipSeenBy = async (trustProxy: boolean | number, forwardedFor: string) => {
    const testApp = await buildTestApp({ config: { trustProxy }, extraRoutes: whoAmI });
    testApps.push(testApp);
    const client = testApp.visitor({ address: '10.0.0.2' });
    const response = await client.get('/api/test/ip', { 'x-forwarded-for': forwardedFor });
    return response.json<{ ip: string }>().ip;
  };

  it('ignores X-Forwarded-For by default, so a client cannot choose its own address', async () => {
    expect(await ipSeenBy(false, '6.6.6.6')).toBe('10.0.0.2');
  });

  it('believes only as many proxy hops as TRUST_PROXY says', async () => {
    expect(await ipSeenBy(1, '6.6.6.6, 203.0.113.7')).toBe('203.0.113.7');
    expect(await ipSeenBy(2, '6.6.6.6, 203.0.113.7')).toBe('6.6.6.6');
  });

  it('[ATTACKER] behind a proxy, cannot make another site its own with X-Forwarded-Host', async () => {
    const testApp = await buildTestApp({ config: { trustProxy: true } });
    testApps.push(testApp);
    const member = await testApp.as(await createCreator(testApp.db));
    const forged = await member.post(
      '/api/auth/sign-out',
      {},
      { origin: 'https://evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' },
    );
    expect(forged.statusCode).toBe(403);
    expect(forged.json()).toMatchObject({ messageId: 'crossSiteRefused' });
    // The site itself, at its public address, still writes.
    expect(
      (await member.post('/api/auth/sign-out', {}, { origin: 'http://localhost:3000' })).statusCode,
    ).toBe(204);
  });
});
