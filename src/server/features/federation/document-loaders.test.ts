import { KeyObject, verify } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { FetchError, MemoryKvStore } from '@fedify/fedify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DOCUMENT_MAX_BYTES, documentLoaders, PRELOADED_CONTEXTS } from './document-loaders';

type Asked = { path: string; headers: IncomingMessage['headers'] };

describe('the loaders Fedify fetches other servers’ documents with', () => {
  let server: Server;
  let origin: string;
  const asked: Asked[] = [];
  const loaders = documentLoaders({
    kv: new MemoryKvStore(),
    publicUrl: 'https://atelier.example',
    allowPrivateAddresses: true,
  });

  beforeAll(async () => {
    server = createServer((request, response) => {
      const url = new URL(request.url ?? '/', 'http://peer');
      asked.push({ path: url.pathname + url.search, headers: request.headers });
      if (url.pathname === '/moved') {
        response.writeHead(302, { location: '/users/sam' }).end();
        return;
      }
      if (url.pathname === '/huge') {
        response.writeHead(200, { 'content-type': 'application/activity+json' });
        response.end(JSON.stringify({ summary: 'x'.repeat(DOCUMENT_MAX_BYTES) }));
        return;
      }
      if (url.pathname === '/page') {
        response.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>Sam</title>');
        return;
      }
      response.writeHead(200, { 'content-type': 'application/activity+json' });
      response.end(JSON.stringify({ id: `${origin}/users/sam`, type: 'Person' }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('answers the JSON-LD contexts Fedify keeps in memory without the network', async () => {
    const fetching = vi.spyOn(globalThis, 'fetch').mockRejectedValue(new Error('no network in this test'));
    for (const url of PRELOADED_CONTEXTS) {
      const answer = await loaders.contextLoader(url);
      expect(answer.document, url).toHaveProperty('@context');
    }
    expect(fetching).not.toHaveBeenCalled();
  });

  it('reads a document as ActivityPub asks for it, and names the address it ended at', async () => {
    const answer = await loaders.documentLoader(`${origin}/moved`);
    expect(answer).toEqual({
      contextUrl: null,
      document: { id: `${origin}/users/sam`, type: 'Person' },
      documentUrl: `${origin}/users/sam`,
    });
    expect(asked.at(-1)?.headers).toMatchObject({
      accept:
        'application/activity+json, application/ld+json; profile="https://www.w3.org/ns/activitystreams"',
      'user-agent': expect.stringMatching(/^Fedify\/1\.5\.\d+ .*\+https:\/\/atelier\.example/),
    });
  });

  it('throws Fedify’s FetchError for what it refuses or cannot read', async () => {
    for (const path of ['/huge', '/page']) {
      const loading = loaders.documentLoader(`${origin}${path}`);
      await expect(loading).rejects.toThrow(FetchError);
    }
    await expect(loaders.documentLoader(`${origin}/huge`)).rejects.toThrow(
      `larger than ${DOCUMENT_MAX_BYTES}`,
    );
  });

  it('signs each request of a signed fetch, redirects included, with the member’s key as Fedify signs', async () => {
    // As Fedify's keys, but 2048 bits rather than 4096: quick to make on a busy machine.
    const { privateKey, publicKey } = await crypto.subtle.generateKey(
      {
        name: 'RSASSA-PKCS1-v1_5',
        modulusLength: 2048,
        publicExponent: new Uint8Array([1, 0, 1]),
        hash: 'SHA-256',
      },
      true,
      ['sign', 'verify'],
    );
    const keyId = new URL('https://atelier.example/ap/users/nora#main-key');
    const load = loaders.authenticatedDocumentLoaderFactory({ keyId, privateKey });
    asked.length = 0;
    const answer = await load(`${origin}/moved`);
    expect(answer.documentUrl).toBe(`${origin}/users/sam`);
    expect(asked.map(({ path }) => path)).toEqual(['/moved', '/users/sam']);
    for (const { path, headers } of asked) {
      // Verified with node:crypto, as draft-cavage-http-signatures and Mastodon read a signature.
      const fields = Object.fromEntries(
        [...String(headers.signature).matchAll(/(\w+)="([^"]*)"/g)].map(([, name, value]) => [name, value]),
      );
      expect(fields).toMatchObject({ keyId: keyId.href, algorithm: 'rsa-sha256' });
      const signed = String(fields.headers)
        .split(' ')
        .map((name) => (name === '(request-target)' ? `${name}: get ${path}` : `${name}: ${headers[name]}`))
        .join('\n');
      expect(fields.headers).toContain('date');
      const verified = verify(
        'sha256',
        Buffer.from(signed),
        KeyObject.from(publicKey),
        Buffer.from(String(fields.signature), 'base64'),
      );
      expect(verified, path).toBe(true);
    }
  });
});
