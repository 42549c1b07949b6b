import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCreator } from '#server/seed/factories';
import { buildTestApp, type TestApp } from '#server/test/build-test-app';
import type { MemberClient } from '#server/test/clients';

describe('compressed answers', () => {
  let testApp: TestApp;
  let member: MemberClient;

  beforeAll(async () => {
    testApp = await buildTestApp();
    await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    member = await testApp.as(await createCreator(testApp.db));
  });
  afterAll(() => testApp.close());

  const LARGE_JSON = '/api/docs/json';

  it('sends a large JSON answer with brotli when accepted, and the same document', async () => {
    const plain = await testApp.visitor().get(LARGE_JSON);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(10_000);

    const compressed = await testApp.visitor().get(LARGE_JSON, { 'accept-encoding': 'gzip, deflate, br' });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers.vary).toContain('accept-encoding');
    const body = brotliDecompressSync(compressed.rawPayload);
    // Bytes against bytes: the document holds more than ASCII (a summary's ’).
    expect(body.length).toBe(Buffer.byteLength(plain.body));
    expect(compressed.rawPayload.length).toBeLessThan(body.length / 4);
    expect(JSON.parse(body.toString('utf8'))).toEqual(plain.json());
  });

  it('falls back to gzip for a client that only takes gzip', async () => {
    const response = await testApp.visitor().get(LARGE_JSON, { 'accept-encoding': 'gzip' });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(response.rawPayload).toString('utf8'))).toHaveProperty('openapi');
  });

  it('leaves a small answer as it is', async () => {
    const response = await testApp.visitor().get('/api/health', { 'accept-encoding': 'br' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
  });

  it('never compresses the event stream, so each event goes out as it happens', async () => {
    const { port } = testApp.app.server.address() as AddressInfo;
    const headers = await new Promise<Record<string, unknown>>((resolve, reject) => {
      const outgoing = httpRequest(
        {
          host: '127.0.0.1',
          port,
          path: '/api/events',
          headers: { cookie: member.cookie, 'accept-encoding': 'br, gzip' },
        },
        (incoming) => {
          resolve({ ...incoming.headers, status: incoming.statusCode });
          incoming.destroy();
        },
      );
      outgoing.on('error', reject);
      outgoing.end();
    });
    expect(headers.status).toBe(200);
    expect(headers['content-type']).toContain('text/event-stream');
    expect(headers['content-encoding']).toBeUndefined();
  });
});
