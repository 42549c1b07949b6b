import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createS3Storage } from './s3-storage';
import { uploadKey } from './storage';

type Received = { method: string; path: string; authorization: string; headers: IncomingMessage['headers'] };

/** A stand-in for an S3 endpoint: keeps objects in memory and records how each request was signed. */
function startFakeS3() {
  const objects = new Map<string, Buffer>();
  const received: Received[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '';
      received.push({
        method: request.method ?? '',
        path,
        authorization: request.headers.authorization ?? '',
        headers: request.headers,
      });
      if (request.method === 'PUT') objects.set(path, Buffer.concat(chunks));
      if (request.method === 'DELETE') objects.delete(path);
      if (request.method === 'GET') {
        const stored = objects.get(path);
        response.statusCode = stored ? 200 : 404;
        response.end(stored);
        return;
      }
      response.statusCode = request.method === 'DELETE' ? 204 : 200;
      response.end();
    });
  });
  return { server, objects, received };
}

describe('S3-compatible storage', () => {
  let fake: ReturnType<typeof startFakeS3>;
  let endpoint: string;
  beforeAll(async () => {
    fake = startFakeS3();
    await new Promise<void>((resolve) => (fake.server as Server).listen(0, '127.0.0.1', resolve));
    endpoint = `http://127.0.0.1:${(fake.server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => fake.server.close(() => resolve())));

  const storage = () =>
    createS3Storage({
      kind: 's3',
      bucket: 'atelier',
      endpoint,
      region: 'eu-west-1',
      accessKeyId: 'AKIATEST',
      secretAccessKey: 'secret',
      publicUrl: 'https://cdn.example.test/atelier',
      privateBucket: 'atelier',
    });

  it('puts an object path-style, signed with AWS signature version 4', async () => {
    const key = uploadKey('avatars', '0b9c2a52-6a3e-4d4e-9a55-2a4f8f3e1c11', 'avatar');
    await storage().put(key, Buffer.from('bytes'), 'image/webp');
    const put = fake.received.at(-1);
    expect(put?.method).toBe('PUT');
    expect(put?.path).toBe(`/atelier/${key}`);
    expect(put?.authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKIATEST\/\d{8}\/eu-west-1\/s3\/aws4_request/,
    );
    expect(put?.headers['content-type']).toBe('image/webp');
    expect(fake.objects.get(`/atelier/${key}`)?.toString()).toBe('bytes');
  });

  it('stores a private screenshot for no cache to keep, under a name no one guesses', async () => {
    const key = uploadKey('screenshots', '0b9c2a52-6a3e-4d4e-9a55-2a4f8f3e1c11', 'feedback');
    expect(key).toMatch(/^screenshots\/[0-9a-f-]{36}\/feedback-\d+-[0-9a-f]{32}\.webp$/);
    await storage().put(key, Buffer.from('private'), 'image/webp');
    expect(fake.received.at(-1)?.headers['cache-control']).toBe('private, no-store');
    const avatar = uploadKey('avatars', '0b9c2a52-6a3e-4d4e-9a55-2a4f8f3e1c11', 'avatar');
    await storage().put(avatar, Buffer.from('public'), 'image/webp');
    expect(fake.received.at(-1)?.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it("keeps a request's file as sent, private, under the request and the type its bytes show", async () => {
    const key = uploadKey('request-files', '0b9c2a52-6a3e-4d4e-9a55-2a4f8f3e1c11', 'file', 'pdf');
    expect(key).toMatch(/^request-files\/[0-9a-f-]{36}\/file-\d+-[0-9a-f]{32}\.pdf$/);
    await storage().put(key, Buffer.from('%PDF-1.7'), 'application/pdf');
    expect(fake.received.at(-1)?.headers['cache-control']).toBe('private, no-store');
    expect(fake.received.at(-1)?.headers['content-type']).toBe('application/pdf');
    // Only the formats a request takes, and never an image's smaller copies there.
    for (const made of ['file-1-ab.exe', 'file-1-ab.html', 'file-1-ab.w640.webp']) {
      await expect(
        storage().put(
          `request-files/0b9c2a52-6a3e-4d4e-9a55-2a4f8f3e1c11/${made}`,
          Buffer.from('x'),
          'text/plain',
        ),
      ).rejects.toThrow(/not an upload key/);
    }
  });

  it('hands out public URLs and recognises only its own', () => {
    const key = uploadKey('banners', '0b9c2a52-6a3e-4d4e-9a55-2a4f8f3e1c11', 'banner');
    const url = storage().urlOf(key);
    expect(url).toBe(`https://cdn.example.test/atelier/${key}`);
    expect(storage().keyOf(url)).toBe(key);
    expect(storage().keyOf(`https://elsewhere.example/atelier/${key}`)).toBeNull();
    expect(storage().keyOf('https://cdn.example.test/atelier/../../etc/passwd')).toBeNull();
  });

  it('removes an object', async () => {
    const key = uploadKey('covers', '0b9c2a52-6a3e-4d4e-9a55-2a4f8f3e1c11', 'cover');
    await storage().put(key, Buffer.from('x'), 'image/webp');
    await storage().remove(key);
    expect(fake.received.at(-1)?.method).toBe('DELETE');
    expect(fake.objects.has(`/atelier/${key}`)).toBe(false);
  });

  it('reads an object back for the app to serve, and answers null for one that is gone', async () => {
    const key = uploadKey('screenshots', '0b9c2a52-6a3e-4d4e-9a55-2a4f8f3e1c11', 'feedback');
    await storage().put(key, Buffer.from('private'), 'image/webp');
    expect((await storage().read(key))?.toString()).toBe('private');
    expect(fake.received.at(-1)?.authorization).toMatch(/^AWS4-HMAC-SHA256/);
    await storage().remove(key);
    expect(await storage().read(key)).toBeNull();
  });

  it('never sends a key it did not make', async () => {
    await expect(storage().put('../secrets.txt', Buffer.from('x'), 'text/plain')).rejects.toThrow(
      /not an upload key/,
    );
  });
});
