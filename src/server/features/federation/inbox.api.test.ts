import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { remoteActors, remoteFollowers } from '#server/db/schema/index';
import { createBan, createCreator } from '#server/seed/factories';
import { deliverFromPeer, startActivityPubPeer, type ActivityPubPeer } from '#server/test/activitypub-peer';
import { buildTestApp, type TestApp } from '#server/test/build-test-app';
import { makeMissingActorKeys } from './actor-keys';
import { RATE_LIMITS } from '#server/feature-kit/rate-limits';
import { DOCUMENT_MAX_BYTES, DOCUMENT_MAX_REDIRECTS } from './document-loaders';
import { INBOX_BODY_LIMIT_BYTES } from './routes';

const PUBLIC_URL = 'https://atelier.example';
const ACTIVITY_JSON = 'application/activity+json';

describe('a member’s inbox, as another server posts to it', () => {
  let testApp: TestApp;
  let peer: ActivityPubPeer;
  let nora: { id: string; actor: string; inbox: string };

  beforeAll(async () => {
    testApp = await buildTestApp({
      config: { publicUrl: PUBLIC_URL, federation: { enabled: true, allowPrivateAddresses: true } },
    });
    peer = await startActivityPubPeer({ username: 'alex', fetchDocument: readFromApp });
    nora = await member('nora');
  });
  afterAll(async () => {
    for (const other of others) await other.close();
    await peer?.close();
    await testApp?.close();
  });

  // A peer reads Atelier's documents (an actor and its keys) through the app itself.
  const readFromApp = async (url: string) => {
    const answered = await testApp.visitor().get(new URL(url).pathname, { accept: ACTIVITY_JSON });
    return answered.json<Record<string, unknown>>();
  };
  /** A member others may follow, with their actor's and inbox's addresses. */
  const member = async (handle: string) => {
    const { user } = await createCreator(testApp.db, { handle });
    await makeMissingActorKeys(testApp.db);
    const actor = `${PUBLIC_URL}/ap/users/${user.id}`;
    return { id: user.id, actor, inbox: `${actor}/inbox` };
  };
  // Other servers, each with its own address, whose actors the tests answer in their own ways.
  const others: ActivityPubPeer[] = [];
  const startPeer = async (username: string) => {
    const other = await startActivityPubPeer({ username, fetchDocument: readFromApp });
    others.push(other);
    return other;
  };

  const deliver = (inbox: string, activity: object, change?: Parameters<typeof deliverFromPeer>[4]) =>
    deliverFromPeer(testApp.visitor(), peer, inbox, activity, change);
  const followersOf = (userId: string) =>
    testApp.db
      .select({ uri: remoteActors.uri, followUri: remoteFollowers.followUri, handle: remoteActors.handle })
      .from(remoteFollowers)
      .innerJoin(remoteActors, eq(remoteActors.id, remoteFollowers.remoteActorId))
      .where(eq(remoteFollowers.userId, userId));

  it('[REMOTE] a follow is kept and answered with an Accept signed by the member’s published key; Undo takes it back', async () => {
    const follow = peer.activity('Follow', { object: nora.actor });
    const answered = await deliver(nora.inbox, follow);
    expect(answered.statusCode).toBe(202);
    expect(await followersOf(nora.id)).toEqual([
      { uri: peer.actorId, followUri: follow.id, handle: `alex@127.0.0.1` },
    ]);

    const accept = await peer.nextReceived(({ activity }) => activity.type === 'Accept');
    expect(accept.path).toBe('/users/alex/inbox');
    // Verified by the peer with node:crypto against the key Nora's actor document publishes.
    expect(accept).toMatchObject({
      verified: true,
      keyId: expect.stringMatching(new RegExp(`^${nora.actor}#`)),
    });
    expect(accept.activity).toMatchObject({ actor: nora.actor, object: { id: follow.id, type: 'Follow' } });

    // Following again (a second Follow for the same pair) keeps one row, named by the newest.
    const again = peer.activity('Follow', { object: nora.actor });
    expect((await deliver(nora.inbox, again)).statusCode).toBe(202);
    expect(await followersOf(nora.id)).toEqual([expect.objectContaining({ followUri: again.id })]);

    const undo = peer.activity('Undo', { object: { ...again, '@context': undefined } });
    expect((await deliver(nora.inbox, undo)).statusCode).toBe(202);
    expect(await followersOf(nora.id)).toEqual([]);
  });

  it('[REMOTE] the shared inbox takes a follow as the member’s own inbox does', async () => {
    const { user } = await createCreator(testApp.db, { handle: 'iris' });
    await makeMissingActorKeys(testApp.db);
    const actor = `${PUBLIC_URL}/ap/users/${user.id}`;
    const follow = peer.activity('Follow', { object: actor });
    expect((await deliver(`${PUBLIC_URL}/ap/inbox`, follow)).statusCode).toBe(202);
    expect(await followersOf(user.id)).toEqual([expect.objectContaining({ followUri: follow.id })]);
  });

  it('[REMOTE] refuses what is unsigned, forged, older than an hour or too large, and stores nothing', async () => {
    const follow = () => peer.activity('Follow', { object: nora.actor });
    const unsigned = await testApp.visitor().request({
      method: 'POST',
      url: new URL(nora.inbox).pathname,
      payload: JSON.stringify(follow()),
      headers: { 'content-type': ACTIVITY_JSON, date: new Date().toUTCString() },
    });
    expect(unsigned.statusCode).toBe(401);

    // Signed for one body, sent with another: the digest no longer matches.
    const signedFor = follow();
    const forged = await deliver(nora.inbox, signedFor, {
      headers: peer.signedHeaders(nora.inbox, JSON.stringify(signedFor)),
      body: JSON.stringify({ ...signedFor, object: `${PUBLIC_URL}/ap/users/someone-else` }),
    });
    expect(forged.statusCode).toBe(401);

    // Signed by the peer's actor, in another actor's name.
    const impersonating = await deliver(nora.inbox, { ...follow(), actor: `${peer.origin}/users/someone` });
    expect(impersonating.statusCode).toBe(401);

    const old = await deliver(nora.inbox, follow(), { date: new Date(Date.now() - 61 * 60 * 1000) });
    expect(old.statusCode).toBe(401);

    const huge = follow();
    const tooLarge = await deliver(nora.inbox, { ...huge, padding: 'x'.repeat(INBOX_BODY_LIMIT_BYTES) });
    expect(tooLarge.statusCode).toBe(413);

    expect(await followersOf(nora.id)).toEqual([]);
  });

  it('[REMOTE] refuses a server whose actor is larger than a fetch reads, or past its redirects, and stores nothing; three redirects are followed', async () => {
    const odile = await member('odile');
    const heavy = await startPeer('heavy');
    heavy.actorAnswer.paddingBytes = DOCUMENT_MAX_BYTES;
    const far = await startPeer('far');
    far.actorAnswer.redirects = DOCUMENT_MAX_REDIRECTS + 1;
    for (const refused of [heavy, far]) {
      const follow = refused.activity('Follow', { object: odile.actor });
      const answered = await deliverFromPeer(testApp.visitor(), refused, odile.inbox, follow);
      // Its key could not be read: no signature of it verifies.
      expect(answered.statusCode).toBe(401);
      expect(
        await testApp.db.select().from(remoteActors).where(eq(remoteActors.uri, refused.actorId)),
      ).toEqual([]);
    }
    expect(await followersOf(odile.id)).toEqual([]);

    const near = await startPeer('near');
    near.actorAnswer.redirects = DOCUMENT_MAX_REDIRECTS;
    const follow = near.activity('Follow', { object: odile.actor });
    expect((await deliverFromPeer(testApp.visitor(), near, odile.inbox, follow)).statusCode).toBe(202);
    expect(await followersOf(odile.id)).toEqual([expect.objectContaining({ uri: near.actorId })]);
  });

  it('[REMOTE] a server whose actor grew past what a fetch reads since its key was read: its follow is taken as nothing, not an error', async () => {
    const [pia, wren] = [await member('pia'), await member('wren')];
    const growing = await startPeer('growing');
    const first = growing.activity('Follow', { object: pia.actor });
    expect((await deliverFromPeer(testApp.visitor(), growing, pia.inbox, first)).statusCode).toBe(202);
    // Its key is kept from the first delivery; its actor is read again, and is now too large.
    growing.actorAnswer.paddingBytes = DOCUMENT_MAX_BYTES;
    const second = growing.activity('Follow', { object: wren.actor });
    expect((await deliverFromPeer(testApp.visitor(), growing, wren.inbox, second)).statusCode).toBe(202);
    expect(await followersOf(wren.id)).toEqual([]);
  });

  it('[REMOTE] a follow of a banned member is refused, and of an unknown one too', async () => {
    const { user } = await createCreator(testApp.db, { handle: 'bannedone' });
    await makeMissingActorKeys(testApp.db);
    const actor = `${PUBLIC_URL}/ap/users/${user.id}`;
    await createBan(testApp.db, user.id);
    const answered = await deliver(`${actor}/inbox`, peer.activity('Follow', { object: actor }));
    expect(answered.statusCode).toBe(404);
    const shared = await deliver(`${PUBLIC_URL}/ap/inbox`, peer.activity('Follow', { object: actor }));
    expect(shared.statusCode).toBe(202);
    expect(await followersOf(user.id)).toEqual([]);

    const unknown = `${PUBLIC_URL}/ap/users/${crypto.randomUUID()}`;
    expect((await deliver(`${unknown}/inbox`, peer.activity('Follow', { object: unknown }))).statusCode).toBe(
      404,
    );
  });

  it('[REMOTE] an Undo names only its own actor’s follow', async () => {
    const follow = peer.activity('Follow', { object: nora.actor });
    expect((await deliver(nora.inbox, follow)).statusCode).toBe(202);
    // The peer undoes a follow that claims another actor: Nora keeps her follower.
    const undo = peer.activity('Undo', {
      object: {
        id: follow.id,
        type: 'Follow',
        actor: 'https://elsewhere.example/users/x',
        object: nora.actor,
      },
    });
    expect((await deliver(nora.inbox, undo)).statusCode).toBe(202);
    expect(
      await testApp.db
        .select()
        .from(remoteFollowers)
        .where(and(eq(remoteFollowers.userId, nora.id))),
    ).toHaveLength(1);
  });
});

describe('an inbox on a server that reaches only public addresses, as in production', () => {
  let testApp: TestApp;
  let peer: ActivityPubPeer;
  beforeAll(async () => {
    testApp = await buildTestApp({ config: { publicUrl: PUBLIC_URL } });
    peer = await startActivityPubPeer({ username: 'sam', fetchDocument: () => Promise.resolve({}) });
  });
  afterAll(async () => {
    await peer?.close();
    await testApp?.close();
  });

  it('[REMOTE] each server has one rate limit over every inbox here, counted by the key its signature names and the address it posts from', async () => {
    const signedBy = (domain: string) => ({
      'content-type': ACTIVITY_JSON,
      signature: `keyId="https://${domain}/users/x#main-key",algorithm="rsa-sha256",headers="(request-target) host date digest",signature="AAAA"`,
    });
    const { user } = await createCreator(testApp.db, { handle: 'busy' });
    await makeMissingActorKeys(testApp.db);
    const like = {
      '@context': 'https://www.w3.org/ns/activitystreams',
      id: 'https://noisy.example/likes/1',
      type: 'Like',
      actor: 'https://noisy.example/users/x',
      object: `${PUBLIC_URL}/ap/projects/0b6a8c1e-2f4d-4c5e-9a7b-3d2e1f0a9b8c`,
    };
    const inboxes = ['/ap/inbox', `/ap/users/${user.id}/inbox`];
    const noisy = testApp.visitor({ address: '203.0.113.7' });
    for (let sent = 0; sent < RATE_LIMITS.federationInbox.max; sent++) {
      const answered = await noisy.post(inboxes[sent % 2] ?? '', like, signedBy('noisy.example'));
      expect(answered.statusCode).toBe(401);
    }
    expect((await noisy.post('/ap/inbox', like, signedBy('noisy.example'))).statusCode).toBe(429);
    // Another server at that address, and the same key id from another address, count on their own.
    expect((await noisy.post('/ap/inbox', like, signedBy('quiet.example'))).statusCode).toBe(401);
    expect((await testApp.visitor().post('/ap/inbox', like, signedBy('noisy.example'))).statusCode).toBe(401);
  });

  it('[REMOTE] refuses an actor on a private address: its key is never fetched, and nothing is stored', async () => {
    const { user } = await createCreator(testApp.db, { handle: 'nora' });
    await makeMissingActorKeys(testApp.db);
    const actor = `${PUBLIC_URL}/ap/users/${user.id}`;
    const answered = await deliverFromPeer(
      testApp.visitor(),
      peer,
      `${actor}/inbox`,
      peer.activity('Follow', { object: actor }),
    );
    expect(answered.statusCode).toBe(401);
    expect(await testApp.db.select().from(remoteActors)).toEqual([]);
    expect(await testApp.db.select().from(remoteFollowers)).toEqual([]);
  });
});
