import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CryptographicKey, Person } from '@fedify/fedify';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actorKeys, bannedUsers } from '#server/db/schema/index';
import { createBan, createCreator } from '#server/seed/factories';
import { buildTestApp, type TestApp } from '#server/test/build-test-app';
import { makeMissingActorKeys } from './actor-keys';

const PUBLIC_URL = 'https://atelier.example';
const HOST = 'atelier.example';
const ACTIVITY_JSON = 'application/activity+json';

describe('profiles as ActivityPub actors', () => {
  let testApp: TestApp;
  const webRoot = mkdtempSync(path.join(os.tmpdir(), 'atelier-web-'));
  beforeAll(async () => {
    writeFileSync(
      path.join(webRoot, 'index.html'),
      '<!doctype html><html><head><title>Atelier</title></head><body></body></html>',
    );
    testApp = await buildTestApp({ webRoot, config: { publicUrl: PUBLIC_URL } });
  });
  afterAll(async () => {
    await testApp.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  const webfinger = (resource: string) =>
    testApp.visitor().get(`/.well-known/webfinger?resource=${encodeURIComponent(resource)}`);
  const actorAt = (url: string) => testApp.visitor().get(new URL(url).pathname, { accept: ACTIVITY_JSON });
  const keysOf = async (userId: string) =>
    (await testApp.db.select({ value: count() }).from(actorKeys).where(eq(actorKeys.userId, userId)))[0]
      ?.value;

  it('[VISITOR] from another server finds a creator by acct:handle@host, and reads a Person Mastodon can follow', async () => {
    const { user, profile } = await createCreator(testApp.db, {
      handle: 'nora',
      displayName: 'Nora Lind',
      headline: 'Type & <signs>',
      bio: 'Wayfinding for ferries.\n\nTwo lines.',
      socialLinks: [{ platform: 'github', url: 'https://github.com/nora' }],
    });
    await makeMissingActorKeys(testApp.db);

    const found = await webfinger(`acct:nora@${HOST}`);
    expect(found.statusCode).toBe(200);
    expect(found.headers['content-type']).toContain('application/jrd+json');
    const jrd = found.json<{ subject: string; links: { rel: string; type?: string; href?: string }[] }>();
    expect(jrd.subject).toBe(`acct:nora@${HOST}`);
    const self = jrd.links.find((link) => link.rel === 'self');
    expect(self).toMatchObject({ type: ACTIVITY_JSON, href: `${PUBLIC_URL}/ap/users/${user.id}` });
    expect(jrd.links).toContainEqual(
      expect.objectContaining({ rel: 'http://webfinger.net/rel/profile-page', href: `${PUBLIC_URL}/nora` }),
    );

    const answered = await actorAt(self?.href ?? '');
    expect(answered.statusCode).toBe(200);
    expect(answered.headers['content-type']).toContain(ACTIVITY_JSON);
    // Read by Fedify's own parser, which expands the JSON-LD: what a server that follows reads.
    const person = await Person.fromJsonLd(answered.json());
    expect(person.id?.href).toBe(`${PUBLIC_URL}/ap/users/${user.id}`);
    expect(person.preferredUsername).toBe('nora');
    expect(person.name).toBe('Nora Lind');
    expect(String(person.summary)).toBe(
      // What the member wrote is text: escaped, its paragraphs kept.
      '<p>Type &#38; &#60;signs&#62;</p><p>Wayfinding for ferries.</p><p>Two lines.</p>',
    );
    expect(person.url?.href).toBe(`${PUBLIC_URL}/nora`);
    expect(person.inboxId?.href).toBe(`${PUBLIC_URL}/ap/users/${user.id}/inbox`);
    expect(person.endpoints?.sharedInbox?.href).toBe(`${PUBLIC_URL}/ap/inbox`);
    const key = await person.getPublicKey();
    expect(key).toBeInstanceOf(CryptographicKey);
    expect(key?.ownerId?.href).toBe(person.id?.href);
    expect(key?.publicKey?.algorithm.name).toBe('RSASSA-PKCS1-v1_5');
    const attachments = [];
    for await (const attachment of person.getAttachments()) attachments.push(attachment);
    expect(attachments).toHaveLength(1);
    expect(profile.id).toBeTruthy();
  });

  it('[VISITOR] a profile page links its actor, and its address answers the actor to a client asking for one', async () => {
    const { user } = await createCreator(testApp.db, { handle: 'pagelinks' });
    await makeMissingActorKeys(testApp.db);
    const actor = `${PUBLIC_URL}/ap/users/${user.id}`;

    const page = await testApp.visitor().get('/pagelinks', { accept: 'text/html' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`<link rel="alternate" type="${ACTIVITY_JSON}" href="${actor}" />`);
    // Caches keep the page and the document apart.
    expect(page.headers.vary).toContain('accept');

    // Mastodon looks a pasted profile address up with either type.
    for (const accept of [
      ACTIVITY_JSON,
      'application/ld+json; profile="https://www.w3.org/ns/activitystreams"',
    ]) {
      const answered = await testApp.visitor().get('/pagelinks', { accept });
      expect(answered.statusCode).toBe(200);
      expect(answered.headers['content-type']).toContain(ACTIVITY_JSON);
      expect(answered.headers.vary).toContain('accept');
      const person = await Person.fromJsonLd(answered.json());
      expect(person.id?.href).toBe(actor);
    }
    // Nor does the address of a member who turned federation off.
    const member = await testApp.as(user);
    expect((await member.put('/api/profile/federation', { federates: false })).statusCode).toBe(204);
    const off = await testApp.visitor().get('/pagelinks', { accept: ACTIVITY_JSON });
    expect(off.headers['content-type']).not.toContain(ACTIVITY_JSON);
    expect(off.body).not.toContain(actor);
    expect((await member.put('/api/profile/federation', { federates: true })).statusCode).toBe(204);
    expect((await testApp.visitor().get('/pagelinks', { accept: 'text/html' })).body).toContain(actor);
    // A banned member's address answers no actor, and links none.
    await createBan(testApp.db, user.id);
    const banned = await testApp.visitor().get('/pagelinks', { accept: ACTIVITY_JSON });
    expect(banned.headers['content-type']).not.toContain(ACTIVITY_JSON);
    expect(banned.body).not.toContain(actor);
  });

  it('[VISITOR] reading an actor stores nothing: keys are made by the sweep, never by a lookup', async () => {
    const { user } = await createCreator(testApp.db, { handle: 'newcomer' });
    expect((await webfinger(`acct:newcomer@${HOST}`)).statusCode).toBe(404);
    expect((await actorAt(`${PUBLIC_URL}/ap/users/${user.id}`)).statusCode).toBe(404);
    expect(await keysOf(user.id)).toBe(0);
    await makeMissingActorKeys(testApp.db);
    expect(await keysOf(user.id)).toBe(2);
    expect((await actorAt(`${PUBLIC_URL}/ap/users/${user.id}`)).statusCode).toBe(200);
  });

  it('[BANNED] is an actor gone (410, a Tombstone) until the ban ends; an id that is no member, or no id at all, answers 404', async () => {
    const { user } = await createCreator(testApp.db, { handle: 'gone' });
    await makeMissingActorKeys(testApp.db);
    const ban = await createBan(testApp.db, user.id);
    expect((await webfinger(`acct:gone@${HOST}`)).statusCode).toBe(404);
    const tombstone = await actorAt(`${PUBLIC_URL}/ap/users/${user.id}`);
    expect(tombstone.statusCode).toBe(410);
    expect(tombstone.json()).toMatchObject({ type: 'Tombstone', formerType: 'Person' });
    await testApp.db.update(bannedUsers).set({ unbannedAt: new Date() }).where(eq(bannedUsers.id, ban.id));
    expect((await actorAt(`${PUBLIC_URL}/ap/users/${user.id}`)).statusCode).toBe(200);
    expect((await actorAt(`${PUBLIC_URL}/ap/users/0b6a8c1e-2f4d-4c5e-9a7b-3d2e1f0a9b8c`)).statusCode).toBe(
      404,
    );
    expect((await actorAt(`${PUBLIC_URL}/ap/users/nora'%00`)).statusCode).toBe(404);
    expect((await webfinger(`acct:nobody@${HOST}`)).statusCode).toBe(404);
  });

  it('[VISITOR] reads NodeInfo: Atelier, ActivityPub and the counts the landing page shows', async () => {
    const links = await testApp.visitor().get('/.well-known/nodeinfo');
    expect(links.statusCode).toBe(200);
    const href = links.json<{ links: { href: string }[] }>().links[0]?.href ?? '';
    expect(href).toBe(`${PUBLIC_URL}/nodeinfo/2.1`);
    const info = (await testApp.visitor().get('/nodeinfo/2.1')).json<{
      software: { name: string };
      protocols: string[];
      usage: { users: { total: number } };
    }>();
    expect(info.software.name).toBe('atelier');
    expect(info.protocols).toEqual(['activitypub']);
    expect(info.usage.users.total).toBeGreaterThan(0);
  });
});

describe('federation turned off by the operator', () => {
  let testApp: TestApp;
  const webRoot = mkdtempSync(path.join(os.tmpdir(), 'atelier-web-'));
  beforeAll(async () => {
    writeFileSync(
      path.join(webRoot, 'index.html'),
      '<!doctype html><html><head><title>Atelier</title></head></html>',
    );
    testApp = await buildTestApp({
      webRoot,
      config: { publicUrl: PUBLIC_URL, federation: { enabled: false, allowPrivateAddresses: false } },
    });
  });
  afterAll(async () => {
    await testApp.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  it('[VISITOR] finds no actor, no WebFinger and no inbox, and the profile page links none', async () => {
    const { user } = await createCreator(testApp.db, { handle: 'quiet' });
    await makeMissingActorKeys(testApp.db);
    const visitor = testApp.visitor();
    // Those addresses are then only pages the web app does not know.
    for (const url of [`/.well-known/webfinger?resource=acct:quiet@${HOST}`, `/ap/users/${user.id}`]) {
      const answered = await visitor.get(url, { accept: ACTIVITY_JSON });
      expect(answered.headers['content-type'], url).toContain('text/html');
    }
    expect((await visitor.post('/ap/inbox', '{}', { 'content-type': ACTIVITY_JSON })).statusCode).toBe(404);
    const page = await visitor.get('/quiet', { accept: ACTIVITY_JSON });
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).not.toContain('rel="alternate"');
  });
});
