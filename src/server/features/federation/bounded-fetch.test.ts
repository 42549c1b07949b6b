import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BoundedFetchError, fetchBounded, type FetchBounds } from './bounded-fetch';

const bounds: FetchBounds = { allowPrivateAddresses: true, timeoutMs: 5000, maxBytes: 1000, maxRedirects: 3 };
// Short, so the test of a server that never answers is quick.
const impatient: FetchBounds = { ...bounds, timeoutMs: 300 };
const json = { headers: { accept: 'application/json' } };

/** Another server, on this machine, answering as each path says. */
function startServer(answer: (request: IncomingMessage, response: ServerResponse) => void) {
  const server = createServer(answer);
  return new Promise<Server>((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

describe('a fetch of what another server names, within bounds', () => {
  let server: Server;
  let origin: string;
  const asked: IncomingMessage['headers'][] = [];

  beforeAll(async () => {
    server = await startServer((request, response) => {
      asked.push(request.headers);
      const url = new URL(request.url ?? '/', 'http://peer');
      const hops = Number(url.searchParams.get('hops') ?? 0);
      if (url.pathname === '/redirects' && hops > 0) {
        url.searchParams.set('hops', String(hops - 1));
        response.writeHead(302, { location: url.pathname + url.search }).end();
        return;
      }
      if (url.pathname === '/large') {
        // Chunks without a length, as a server that does not say its size sends them.
        response.writeHead(200, { 'content-type': 'application/json' });
        for (let chunk = 0; chunk < 11; chunk++) response.write('x'.repeat(100));
        response.end();
        return;
      }
      // Headers sent, then a body that never ends.
      if (url.pathname === '/dripping') {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.write('{');
        return;
      }
      if (url.pathname === '/silent') return;
      if (url.pathname === '/missing') {
        response.writeHead(404).end('no');
        return;
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
    });
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('answers the text and the address it ended at, after as many redirects as allowed', async () => {
    const answer = await fetchBounded(new URL(`${origin}/redirects?hops=3`), bounds, json);
    expect(answer.bytes.toString('utf8')).toBe('{"ok":true}');
    expect(answer.url.href).toBe(`${origin}/redirects?hops=0`);
  });

  it('refuses a redirect past the limit, a body past the size and an answer that is not 2xx', async () => {
    await expect(fetchBounded(new URL(`${origin}/redirects?hops=4`), bounds, json)).rejects.toThrow(
      'more than 3 redirects',
    );
    await expect(fetchBounded(new URL(`${origin}/large`), bounds, json)).rejects.toThrow(
      'larger than 1000 bytes',
    );
    await expect(fetchBounded(new URL(`${origin}/missing`), bounds, json)).rejects.toThrow('HTTP 404');
  });

  it('gives up on a server that never answers, or never finishes, within its time', async () => {
    for (const path of ['/silent', '/dripping']) {
      const started = Date.now();
      const fetched = fetchBounded(new URL(`${origin}${path}`), impatient, json);
      await expect(fetched).rejects.toThrow(BoundedFetchError);
      await expect(fetched).rejects.toThrow('no answer within 300 ms');
      expect(Date.now() - started).toBeLessThan(3000);
    }
  });

  it('prepares every hop’s request before it is sent, as a signature must be made for each', async () => {
    asked.length = 0;
    const prepared: string[] = [];
    await fetchBounded(new URL(`${origin}/redirects?hops=2`), bounds, {
      headers: { accept: 'application/json' },
      prepare: (request) => {
        prepared.push(new URL(request.url).search);
        const headers = new Headers(request.headers);
        headers.set('x-hop', String(prepared.length));
        return Promise.resolve(new Request(request, { headers }));
      },
    });
    expect(prepared).toEqual(['?hops=2', '?hops=1', '?hops=0']);
    expect(asked.map((headers) => headers['x-hop'])).toEqual(['1', '2', '3']);
  });

  it('refuses http and private, loopback and link-local addresses unless tests allow them', async () => {
    const strict = { ...bounds, allowPrivateAddresses: false };
    await expect(fetchBounded(new URL(`${origin}/`), strict, json)).rejects.toThrow('http: refused');
    for (const address of ['https://127.0.0.1/', 'https://[::1]/', 'https://169.254.169.254/'])
      await expect(fetchBounded(new URL(address), strict, json)).rejects.toThrow('not a public address');
    await expect(fetchBounded(new URL('ftp://127.0.0.1/'), bounds, json)).rejects.toThrow('ftp: refused');
  });
});
