import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '#server/test/build-test-app';

describe('GET /api/config', () => {
  const testApps: TestApp[] = [];
  afterAll(() => Promise.all(testApps.map((testApp) => testApp.close())));

  it('[ANONYMOUS] learns that advertising is off when no ad client is configured', async () => {
    const testApp = await buildTestApp();
    testApps.push(testApp);
    const response = await testApp.visitor().get('/api/config');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ adsClientId: null });
    expect(response.headers['content-security-policy']).not.toContain('googlesyndication');
  });

  it('[ANONYMOUS] gets the ad client id, and the CSP admits the ad host, once one is configured', async () => {
    const testApp = await buildTestApp({ config: { adsClientId: 'ca-pub-1234567890123456' } });
    testApps.push(testApp);
    const response = await testApp.visitor().get('/api/config');
    expect(response.json()).toEqual({ adsClientId: 'ca-pub-1234567890123456' });
    expect(response.headers['content-security-policy']).toContain('https://pagead2.googlesyndication.com');
  });
});
