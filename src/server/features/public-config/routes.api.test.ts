import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';

describe('GET /api/config', () => {
  const harnesses: Awaited<ReturnType<typeof buildTestApp>>[] = [];
  afterAll(() => Promise.all(harnesses.map((harness) => harness.close())));

  it('[ANONYMOUS] learns that advertising is off when no ad client is configured', async () => {
    const harness = await buildTestApp();
    harnesses.push(harness);
    const response = await harness.app.inject({ method: 'GET', url: '/api/config' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ adsClientId: null });
    expect(response.headers['content-security-policy']).not.toContain('googlesyndication');
  });

  it('[ANONYMOUS] gets the ad client id, and the CSP admits the ad host, once one is configured', async () => {
    const harness = await buildTestApp({ config: { adsClientId: 'ca-pub-1234567890123456' } });
    harnesses.push(harness);
    const response = await harness.app.inject({ method: 'GET', url: '/api/config' });
    expect(response.json()).toEqual({ adsClientId: 'ca-pub-1234567890123456' });
    expect(response.headers['content-security-policy']).toContain('https://pagead2.googlesyndication.com');
  });
});
