import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBan, createCreator } from '#server/seed/factories';
import { startActivityPubPeer, type ActivityPubPeer } from '#server/test/activitypub-peer';
import { buildTestApp, type TestApp } from '#server/test/build-test-app';

const PUBLIC_URL = 'https://atelier.example';

/** A server answering every request with what `answer` writes, for the lookups that must give up. */
async function startOddServer(answer: Parameters<typeof createServer>[1]) {
  const server = createServer(answer);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, host: `127.0.0.1:${(server.address() as AddressInfo).port}` };
}

describe('following a member from one’s own server (Follow from your server)', () => {
  let testApp: TestApp;
  let peer: ActivityPubPeer;
  let peerAccount: string;
  const odd: Server[] = [];

  beforeAll(async () => {
    testApp = await buildTestApp({
      config: { publicUrl: PUBLIC_URL, federation: { enabled: true, allowPrivateAddresses: true } },
    });
    peer = await startActivityPubPeer({ username: 'alex', fetchDocument: () => Promise.resolve({}) });
    peerAccount = `alex@${new URL(peer.origin).host}`;
    await createCreator(testApp.db, { handle: 'nora' });
  });
  afterAll(async () => {
    for (const server of odd) server.closeAllConnections();
    for (const server of odd) server.close();
    await peer?.close();
    await testApp?.close();
  });

  const followPage = (account: string, handle = 'nora', client = testApp.visitor()) =>
    client.get(`/api/federation/remote-follow?${new URLSearchParams({ handle, account }).toString()}`);

  it('[VISITOR] is sent to the follow page their server’s WebFinger names, with the member’s address in it', async () => {
    const answered = await followPage(`@${peerAccount}`);
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json()).toEqual({
      url: `${peer.origin}/authorize_interaction?uri=${encodeURIComponent('nora@atelier.example')}`,
    });
    expect(peer.lookups.at(-1)).toBe(
      `/.well-known/webfinger?resource=${encodeURIComponent(`acct:${peerAccount}`)}`,
    );
    // The profile says where it is followed from.
    const profile = await testApp.visitor().get('/api/profiles/nora');
    expect(profile.json()).toMatchObject({ fediverseAddress: '@nora@atelier.example' });
  });

  it('[VISITOR] an address that is not user@server is refused before any lookup, and so is a NUL, a `$` or a megabyte', async () => {
    const before = peer.lookups.length;
    for (const account of [
      'alex',
      'alex@',
      '@mastodon.social',
      'a b@c.d',
      'alex@host/path',
      'al\u0000ex@host',
      'x'.repeat(1_000_000),
    ]) {
      const answered = await followPage(account);
      expect(answered.statusCode, account.slice(0, 20)).toBe(400);
    }
    const refused = await followPage('alex');
    expect(refused.json()).toMatchObject({ fields: { account: 'invalidRemoteAccount' } });
    expect(peer.lookups.length).toBe(before);
    // A `$` is a character like any in a user name: looked up, and not found there.
    expect((await followPage(`$alex@${new URL(peer.origin).host}`)).statusCode).toBe(400);
  });

  it('[VISITOR] a server that names no follow page, answers too much, too slowly or redirects without end is told as such', async () => {
    const noPage = await startOddServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/jrd+json' });
      response.end(
        JSON.stringify({ subject: 'acct:sam@x', links: [{ rel: 'self', href: 'https://x/users/sam' }] }),
      );
    });
    const followLink = JSON.stringify({
      rel: 'http://ostatus.org/schema/1.0/subscribe',
      template: 'http://127.0.0.1:9/authorize_interaction?uri={uri}',
    });
    // A follow page named after 240 KB of other links: past what a lookup reads.
    const huge = await startOddServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/jrd+json' });
      response.end(`{"links":[${'{"rel":"x"},'.repeat(20_000)}${followLink}]}`);
    });
    // A follow page named after five redirects: past what a lookup follows.
    const loop = await startOddServer((request, response) => {
      const url = new URL(request.url ?? '/', 'http://peer');
      const hop = Number(url.searchParams.get('hop') ?? 0);
      if (hop >= 5) {
        response.writeHead(200, { 'content-type': 'application/jrd+json' });
        response.end(`{"links":[${followLink}]}`);
        return;
      }
      url.searchParams.set('hop', String(hop + 1));
      response.writeHead(302, { location: url.pathname + url.search }).end();
    });
    const scriptPage = await startOddServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/jrd+json' });
      response.end(
        JSON.stringify({
          links: [{ rel: 'http://ostatus.org/schema/1.0/subscribe', template: 'javascript:alert({uri})' }],
        }),
      );
    });
    // Never answers: given up after the lookup's time.
    const silent = await startOddServer(() => undefined);
    odd.push(noPage.server, huge.server, loop.server, scriptPage.server, silent.server);
    for (const { host } of [noPage, huge, loop, scriptPage, silent]) {
      const answered = await followPage(`sam@${host}`);
      expect(answered.statusCode).toBe(400);
      expect(answered.json()).toMatchObject({
        messageId: 'remoteFollowUnavailable',
        fields: { account: 'remoteFollowUnavailable' },
      });
    }
    // No server at all.
    expect((await followPage('sam@127.0.0.1:1')).statusCode).toBe(400);
  });

  it('[VISITOR] a member who is no actor (federation off, banned, unknown) is not followed from elsewhere', async () => {
    const { user } = await createCreator(testApp.db, { handle: 'quiet' });
    const quiet = await testApp.as(user);
    expect((await quiet.put('/api/profile/federation', { federates: false })).statusCode).toBe(204);
    expect((await followPage(peerAccount, 'quiet')).statusCode).toBe(404);
    expect((await testApp.visitor().get('/api/profiles/quiet')).json()).toMatchObject({
      fediverseAddress: null,
    });
    const banned = await createCreator(testApp.db, { handle: 'banned' });
    await createBan(testApp.db, banned.user.id);
    expect((await followPage(peerAccount, 'banned')).statusCode).toBe(404);
    expect((await followPage(peerAccount, 'nobody')).statusCode).toBe(404);
  });

  it('[USER] a member may use it too; [BANNED] a banned member may not', async () => {
    const member = await testApp.as(await createCreator(testApp.db));
    expect((await followPage(peerAccount, 'nora', member)).statusCode).toBe(200);
    const banned = await createCreator(testApp.db);
    const bannedClient = await testApp.as(banned);
    await createBan(testApp.db, banned.user.id);
    expect((await followPage(peerAccount, 'nora', bannedClient)).statusCode).toBe(403);
  });
});

describe('following from one’s own server, as in production', () => {
  let testApp: TestApp;
  let peer: ActivityPubPeer;
  beforeAll(async () => {
    testApp = await buildTestApp({ config: { publicUrl: PUBLIC_URL } });
    peer = await startActivityPubPeer({ username: 'alex', fetchDocument: () => Promise.resolve({}) });
    await createCreator(testApp.db, { handle: 'nora' });
  });
  afterAll(async () => {
    await peer?.close();
    await testApp?.close();
  });

  it('[VISITOR] a server on a private address is never asked', async () => {
    const answered = await testApp
      .visitor()
      .get(`/api/federation/remote-follow?handle=nora&account=alex@${new URL(peer.origin).host}`);
    expect(answered.statusCode).toBe(400);
    expect(peer.lookups).toEqual([]);
  });
});
