import type { FastifyPluginAsync } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '#server/test/build-test-app';

const slowRoutes: FastifyPluginAsync = async (app) => {
  app.get('/slow', async () => {
    await new Promise((resolve) => setTimeout(resolve, 400));
    return { finished: true };
  });
};

describe('closing the app', () => {
  it('finishes a request that is in flight before it closes', async () => {
    const testApp = await buildTestApp({ extraRoutes: slowRoutes });
    const address = await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    const inFlight = fetch(`${address}/api/test/slow`);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const closed = testApp.close();
    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ finished: true });
    await closed;
    await expect(fetch(`${address}/api/health`)).rejects.toThrow();
  });
});
