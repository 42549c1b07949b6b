import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '#server/test/build-test-app';
import type { ApiClient } from '#server/test/clients';

describe('serving the web app', () => {
  let testApp: TestApp;
  let visitor: ApiClient;
  const webRoot = mkdtempSync(path.join(os.tmpdir(), 'atelier-web-'));
  // As long as the built page (over 1 KB), so it is worth compressing.
  const indexHtml = `<!doctype html><html><head><meta name="description" content="${'Atelier '.repeat(200)}"></head><body><div id="root"></div><script type="module" src="/assets/index-abc123.js"></script></body></html>`;
  const bundle = `console.log(${JSON.stringify('the app '.repeat(500))});`;

  beforeAll(async () => {
    mkdirSync(path.join(webRoot, 'assets'));
    writeFileSync(path.join(webRoot, 'index.html'), indexHtml);
    writeFileSync(path.join(webRoot, 'assets', 'index-abc123.js'), 'console.log("app")');
    writeFileSync(path.join(webRoot, 'assets', 'index-abc123.js.map'), '{"sources":["secret.ts"]}');
    writeFileSync(path.join(webRoot, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    // As the build writes them (vite.config.ts): a brotli and a gzip copy beside the bundle.
    writeFileSync(path.join(webRoot, 'assets', 'main-def456.js'), bundle);
    writeFileSync(path.join(webRoot, 'assets', 'main-def456.js.br'), brotliCompressSync(bundle));
    writeFileSync(path.join(webRoot, 'assets', 'main-def456.js.gz'), gzipSync(bundle));
    testApp = await buildTestApp({ webRoot });
  });
  beforeEach(() => {
    visitor = testApp.visitor();
  });
  afterAll(async () => {
    await testApp.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  it.each(['/', '/explore', '/ada', '/ada/my-project', '/services/123/edit', '/no/such/page?x=1'])(
    'answers the client route %s with index.html, never cached',
    async (url) => {
      const response = await visitor.get(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toBe(indexHtml);
    },
  );

  it('serves hashed assets with a one-year immutable cache', async () => {
    const response = await visitor.get('/assets/index-abc123.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it.each([
    ['br, gzip', 'br', brotliDecompressSync],
    ['gzip', 'gzip', gunzipSync],
  ] as const)(
    'sends the copy compressed at build time to a client accepting %s',
    async (accepted, encoding, decompress) => {
      const response = await visitor.get('/assets/main-def456.js', { 'accept-encoding': accepted });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers.vary).toContain('accept-encoding');
      expect(response.headers['content-type']).toContain('javascript');
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(decompress(response.rawPayload).toString('utf8')).toBe(bundle);
    },
  );

  it('sends the bundle as it is to a client that accepts no compression', async () => {
    const response = await visitor.get('/assets/main-def456.js');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(bundle);
  });

  it('compresses the page itself on the fly, as the client accepts', async () => {
    const response = await visitor.get('/explore', { 'accept-encoding': 'gzip, br' });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(response.rawPayload).toString('utf8')).toBe(indexHtml);

    const refusesBrotli = await visitor.get('/explore', { 'accept-encoding': 'br;q=0, gzip' });
    expect(refusesBrotli.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(refusesBrotli.rawPayload).toString('utf8')).toBe(indexHtml);
  });

  it('serves other files but makes the browser revalidate them', async () => {
    const response = await visitor.get('/favicon.svg');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
  });

  it('[VISITOR] never gets a source map', async () => {
    const response = await visitor.get('/assets/index-abc123.js.map');
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('secret.ts');
  });

  it('[VISITOR] gets no built file outside the assets through the assets route, nor the raw page', async () => {
    for (const url of ['/assets/%2e%2e/index.html', '/assets/..%2findex.html', '/index.html']) {
      const response = await visitor.get(url);
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('<div id="root">');
    }
  });

  it('answers a missing asset with 404 instead of the page', async () => {
    const response = await visitor.get('/assets/gone-123.js');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 'not_found', message: 'Not found' });
  });

  it('answers an unknown API path with the JSON error shape, not the page', async () => {
    for (const url of ['/api', '/api/nothing-here']) {
      const response = await visitor.get(url);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: 'not_found', message: 'Not found' });
    }
  });

  it('answers a non-GET request on a client route with 404', async () => {
    const response = await visitor.post('/explore');
    expect(response.statusCode).toBe(404);
  });

  it('sends security headers with every page: scripts only from itself, no framing', async () => {
    const response = await visitor.get('/');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('[VISITOR] limits page answers per client, in their own counter', async () => {
    // One client: every request from one address.
    const statuses: number[] = [];
    for (let i = 0; i < 301; i += 1) {
      statuses.push((await visitor.get(`/p${i}`)).statusCode);
    }
    expect(statuses.slice(0, 300).every((status) => status === 200)).toBe(true);
    expect(statuses[300]).toBe(429);
    const api = await visitor.get('/api/explore');
    expect(api.statusCode).toBe(200);
  });
});
