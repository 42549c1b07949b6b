import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { AD_SCRIPT_HOSTS, allowFrameHosts, registerSecurityHeaders } from './security-headers';

const apps: ReturnType<typeof Fastify>[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

function appWithHeaders(adsEnabled = false) {
  const app = Fastify();
  apps.push(app);
  registerSecurityHeaders(app, { adsEnabled });
  return app;
}

describe('security headers', () => {
  it("sends helmet's headers with our policy on every answer, a 404 included", async () => {
    const app = appWithHeaders();
    app.get('/', async () => ({ ok: true }));
    for (const url of ['/', '/missing']) {
      const { headers } = await app.inject(url);
      expect(headers['content-security-policy']).toBe(
        "default-src 'self';script-src 'self';style-src 'self' 'unsafe-inline';" +
          "img-src 'self' data: blob: https:;font-src 'self' data:;manifest-src 'self';connect-src 'self';" +
          'frame-src https://www.youtube-nocookie.com https://player.vimeo.com;' +
          "object-src 'none';base-uri 'self';form-action 'self';frame-ancestors 'none'",
      );
      expect(headers).toMatchObject({
        'cross-origin-opener-policy': 'same-origin',
        'cross-origin-resource-policy': 'same-origin',
        'referrer-policy': 'strict-origin-when-cross-origin',
        'strict-transport-security': 'max-age=31536000; includeSubDomains',
        'x-content-type-options': 'nosniff',
        'x-frame-options': 'SAMEORIGIN',
      });
      expect(headers['cross-origin-embedder-policy']).toBeUndefined();
      expect(headers['x-powered-by']).toBeUndefined();
    }
  });

  it("adds a page's PeerTube players to its frame-src, that answer alone", async () => {
    const app = appWithHeaders();
    app.get('/with-videos', async (_request, reply) => {
      allowFrameHosts(reply, ['https://framatube.org', 'https://tube.example']);
      return 'ok';
    });
    app.get('/', async () => 'ok');
    expect((await app.inject('/with-videos')).headers['content-security-policy']).toContain(
      ';frame-src https://framatube.org https://tube.example https://www.youtube-nocookie.com https://player.vimeo.com;',
    );
    expect((await app.inject('/')).headers['content-security-policy']).not.toContain('framatube');
  });

  it('allows the advertising hosts only when advertising is configured', async () => {
    const plain = appWithHeaders(false);
    const withAds = appWithHeaders(true);
    for (const app of [plain, withAds]) app.get('/', async () => 'ok');
    expect((await plain.inject('/')).headers['content-security-policy']).not.toContain(AD_SCRIPT_HOSTS[0]);
    expect((await withAds.inject('/')).headers['content-security-policy']).toContain(
      `script-src 'self' ${AD_SCRIPT_HOSTS.join(' ')}`,
    );
  });

  it("allows the built page's inline script by its hash, beside our own origin", async () => {
    const app = Fastify();
    apps.push(app);
    registerSecurityHeaders(app, { adsEnabled: false, inlineScriptHashes: ["'sha256-abc='"] });
    app.get('/', async () => 'ok');
    expect((await app.inject('/')).headers['content-security-policy']).toContain(
      "script-src 'self' 'sha256-abc=';",
    );
  });

  it('lets a route replace one, and reaches a response whose head the route writes itself', async () => {
    const app = appWithHeaders();
    app.get('/file', async (_request, reply) =>
      reply.header('content-security-policy', "default-src 'none'; sandbox").send('bytes'),
    );
    app.get('/stream', (_request, reply) => {
      reply.hijack();
      reply.raw.writeHead(200, { 'content-type': 'text/event-stream' });
      reply.raw.end('data: ready\n\n');
    });
    expect((await app.inject('/file')).headers['content-security-policy']).toBe(
      "default-src 'none'; sandbox",
    );
    const stream = await app.inject('/stream');
    expect(stream.headers['content-type']).toBe('text/event-stream');
    expect(stream.headers['x-content-type-options']).toBe('nosniff');
    expect(stream.headers['content-security-policy']).toContain("default-src 'self'");
  });
});
