import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLECTION_NAME_MAX_LENGTH } from '#shared/constants';
import { collectionItems, collections, projects } from '#server/db/schema/index';
import {
  createBan,
  createBlock,
  createCollection,
  createCreator,
  createProject,
  type Creator,
} from '#server/seed/factories';
import { buildTestApp, type TestApp } from '#server/test/build-test-app';
import type { ApiClient } from '#server/test/clients';

describe('/api/collections: Saved and named collections of projects', () => {
  let testApp: TestApp;
  let ada: Creator;
  let grace: Creator;
  let work: { id: string; slug: string };
  let other: { id: string };

  beforeAll(async () => {
    testApp = await buildTestApp();
    ada = await createCreator(testApp.db, { handle: 'ada' });
    grace = await createCreator(testApp.db, { handle: 'grace' });
    work = await createProject(testApp.db, grace.profile.id, { title: 'Loom', slug: 'loom' });
    other = await createProject(testApp.db, grace.profile.id, { title: 'Engine', slug: 'engine' });
  });
  afterAll(() => testApp.close());

  const savesOf = async (client: ApiClient, projectId: string) =>
    (await client.get(`/api/projects/${projectId}/saves`)).json();

  it('[USER] saves a project to Saved, made at the first save; saving twice keeps one', async () => {
    const member = await testApp.as(await createCreator(testApp.db));
    const before = (await member.get('/api/collections')).json();
    expect(before).toEqual([
      expect.objectContaining({ id: 'saved', name: null, itemCount: 0, isPublic: false }),
    ]);
    const [first, second] = await Promise.all([
      member.put(`/api/collections/saved/items/${work.id}`),
      member.put(`/api/collections/saved/items/${work.id}`),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([204, 204]);
    expect(await savesOf(member, work.id)).toMatchObject({ collectionIds: ['saved'] });
    const list = (await member.get('/api/collections')).json();
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      id: 'saved',
      itemCount: 1,
      covers: [{ projectId: work.id, title: 'Loom' }],
    });
    const page = (await member.get('/api/collections/saved')).json();
    expect(page).toMatchObject({ id: 'saved', isOwner: true, itemCount: 1 });
    expect(page.items.map((item: { slug: string }) => item.slug)).toEqual(['loom']);
  });

  it('[USER] makes a named collection with a project in one write, renames, reorders and deletes it', async () => {
    const owner = await createCreator(testApp.db);
    const member = await testApp.as(owner);
    const made = await member.post('/api/collections', { name: '  Looms  ', projectId: work.id });
    expect(made.statusCode).toBe(201);
    const { id } = made.json();
    const second = (await member.post('/api/collections', { name: 'Engines', isPublic: true })).json().id;
    expect((await member.get('/api/collections')).json().map((c: { name: string }) => c.name)).toEqual([
      null,
      'Looms',
      'Engines',
    ]);
    expect(await savesOf(member, work.id)).toMatchObject({
      collectionIds: [id],
      saveCount: expect.any(Number),
    });

    expect((await member.patch(`/api/collections/${id}`, { name: 'Weaving' })).statusCode).toBe(204);
    expect((await member.put('/api/collections/order', { collectionIds: [second, id] })).statusCode).toBe(
      204,
    );
    expect((await member.get('/api/collections')).json().map((c: { name: string }) => c.name)).toEqual([
      null,
      'Engines',
      'Weaving',
    ]);
    // An order from a tab that does not know every collection is refused, not half applied.
    const stale = await member.put('/api/collections/order', { collectionIds: [id] });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().messageId).toBe('collectionOrderStale');

    expect((await member.delete(`/api/collections/${id}`)).statusCode).toBe(204);
    const rows = await testApp.db.select().from(collectionItems).where(eq(collectionItems.collectionId, id));
    expect(rows).toEqual([]);
    // Saved cannot be deleted: it is not a named collection's id.
    expect((await member.delete('/api/collections/saved')).statusCode).toBe(400);
  });

  it('[USER] refuses a nameless, too long or NUL-bearing name, and stores nothing', async () => {
    const owner = await createCreator(testApp.db);
    const member = await testApp.as(owner);
    for (const [name, messageId] of [
      ['   ', 'collectionNameRequired'],
      ['x'.repeat(COLLECTION_NAME_MAX_LENGTH + 1), 'collectionNameTooLong'],
      ['x'.repeat(1_000_000), undefined],
      ['Bad\u0000name', undefined],
    ] as const) {
      const response = await member.post('/api/collections', { name });
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      if (messageId) expect(response.json().fields).toEqual({ name: messageId });
    }
    const rows = await testApp.db.select().from(collections).where(eq(collections.ownerId, owner.user.id));
    expect(rows).toEqual([]);
  });

  it('[USER] a failed save into a new collection stores neither', async () => {
    const owner = await createCreator(testApp.db);
    const member = await testApp.as(owner);
    const hidden = await createProject(testApp.db, grace.profile.id, { published: false });
    const response = await member.post('/api/collections', { name: 'Hidden', projectId: hidden.id });
    expect(response.statusCode).toBe(404);
    expect(response.json().messageId).toBe('projectNotFound');
    const rows = await testApp.db.select().from(collections).where(eq(collections.ownerId, owner.user.id));
    expect(rows).toEqual([]);
  });

  it('[ATTACKER] cannot read, change, fill or empty another member’s private collection', async () => {
    const victim = await createCreator(testApp.db);
    const secret = await createCollection(testApp.db, victim.user.id, [work.id], { name: 'Secret' });
    const attacker = await testApp.as(await createCreator(testApp.db));
    for (const response of [
      await attacker.get(`/api/collections/${secret.id}`),
      await testApp.visitor().get(`/api/collections/${secret.id}`),
      await attacker.patch(`/api/collections/${secret.id}`, { isPublic: true }),
      await attacker.delete(`/api/collections/${secret.id}`),
      await attacker.put(`/api/collections/${secret.id}/items/${other.id}`),
      await attacker.delete(`/api/collections/${secret.id}/items/${work.id}`),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().messageId).toBe('collectionNotFound');
    }
    const [row] = await testApp.db.select().from(collections).where(eq(collections.id, secret.id));
    expect(row).toMatchObject({ name: 'Secret', isPublic: false });
    const items = await testApp.db
      .select()
      .from(collectionItems)
      .where(eq(collectionItems.collectionId, secret.id));
    expect(items.map((item) => item.projectId)).toEqual([work.id]);
  });

  it('[VISITOR] reads a public collection and a profile lists it; signing in is asked for every write', async () => {
    const curator = await createCreator(testApp.db, { handle: 'curator' });
    const shown = await createCollection(testApp.db, curator.user.id, [work.id, other.id], {
      name: 'Best looms',
      isPublic: true,
    });
    await createCollection(testApp.db, curator.user.id, [work.id], { name: 'Private' });
    await createCollection(testApp.db, curator.user.id, [], { name: 'Empty', isPublic: true });
    const visitor = testApp.visitor();
    const page = await visitor.get(`/api/collections/${shown.id}`);
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({
      name: 'Best looms',
      isOwner: false,
      itemCount: 2,
      owner: { handle: 'curator' },
    });
    // Newest save first.
    expect(page.json().items.map((item: { slug: string }) => item.slug)).toEqual(['engine', 'loom']);
    const listed = (await visitor.get('/api/profiles/curator/collections')).json();
    expect(listed).toEqual([expect.objectContaining({ id: shown.id, name: 'Best looms', itemCount: 2 })]);

    for (const response of [
      await visitor.get('/api/collections'),
      await visitor.post('/api/collections', { name: 'Mine' }),
      await visitor.put(`/api/collections/saved/items/${work.id}`),
      await visitor.get(`/api/projects/${work.id}/saves`),
    ]) {
      expect(response.statusCode).toBe(401);
    }
    expect((await visitor.get('/api/collections/saved')).statusCode).toBe(404);
  });

  it('[VISITOR] a hidden project drops out of every collection while hidden, and comes back', async () => {
    const curator = await createCreator(testApp.db);
    const piece = await createProject(testApp.db, grace.profile.id);
    const shown = await createCollection(testApp.db, curator.user.id, [piece.id, work.id], {
      isPublic: true,
    });
    await testApp.db.update(projects).set({ published: false }).where(eq(projects.id, piece.id));
    const hidden = (await testApp.visitor().get(`/api/collections/${shown.id}`)).json();
    expect(hidden.items.map((item: { id: string }) => item.id)).toEqual([work.id]);
    expect(hidden.itemCount).toBe(1);
    await testApp.db.update(projects).set({ published: true }).where(eq(projects.id, piece.id));
    const back = (await testApp.visitor().get(`/api/collections/${shown.id}`)).json();
    expect(back.itemCount).toBe(2);
    // A project deleted leaves every collection for good.
    await testApp.db.delete(projects).where(eq(projects.id, piece.id));
    const items = await testApp.db
      .select()
      .from(collectionItems)
      .where(eq(collectionItems.projectId, piece.id));
    expect(items).toEqual([]);
  });

  it('[BLOCKED] blocks apply: no saving a blocker’s work, and no seeing each other’s collections or works', async () => {
    const blocker = await createCreator(testApp.db);
    const blockerWork = await createProject(testApp.db, blocker.profile.id);
    const shownByBlocker = await createCollection(testApp.db, blocker.user.id, [work.id], { isPublic: true });
    const blocked = await createCreator(testApp.db);
    const blockedWork = await createProject(testApp.db, blocked.profile.id);
    const reader = await createCreator(testApp.db);
    const mixed = await createCollection(testApp.db, reader.user.id, [blockerWork.id, work.id], {
      isPublic: true,
    });
    await createBlock(testApp.db, blocker.user.id, blocked.user.id);
    const blockedClient = await testApp.as(blocked);

    const save = await blockedClient.put(`/api/collections/saved/items/${blockerWork.id}`);
    expect(save.statusCode).toBe(403);
    expect(save.json().messageId).toBe('blockedByMember');
    expect((await blockedClient.get(`/api/collections/${shownByBlocker.id}`)).statusCode).toBe(404);
    expect((await blockedClient.get(`/api/profiles/${blocker.profile.handle}/collections`)).json()).toEqual(
      [],
    );
    // In a third member's collection, the blocker's work is left out for the blocked member only.
    const seen = (await blockedClient.get(`/api/collections/${mixed.id}`)).json();
    expect(seen.items.map((item: { id: string }) => item.id)).toEqual([work.id]);
    const byVisitor = (await testApp.visitor().get(`/api/collections/${mixed.id}`)).json();
    expect(byVisitor.items).toHaveLength(2);
    // The blocker may still keep the blocked member's work, and sees it; the block stands for both.
    const blockerClient = await testApp.as(blocker);
    expect((await blockerClient.put(`/api/collections/saved/items/${blockedWork.id}`)).statusCode).toBe(204);
  });

  it('[BANNED] a banned member may neither read nor write their collections', async () => {
    const member = await createCreator(testApp.db);
    const client = await testApp.as(member);
    await createBan(testApp.db, member.user.id);
    for (const response of [
      await client.get('/api/collections'),
      await client.post('/api/collections', { name: 'Mine' }),
      await client.put(`/api/collections/saved/items/${work.id}`),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: 'banned', messageId: 'accountSuspended' });
    }
  });

  it('[USER] counts each member once however many of their collections hold a project', async () => {
    const piece = await createProject(testApp.db, grace.profile.id);
    const one = await createCreator(testApp.db);
    await createCollection(testApp.db, one.user.id, [piece.id]);
    await createCollection(testApp.db, one.user.id, [piece.id]);
    const two = await createCreator(testApp.db);
    const client = await testApp.as(two);
    await client.put(`/api/collections/saved/items/${piece.id}`);
    expect(await savesOf(client, piece.id)).toEqual({ collectionIds: ['saved'], saveCount: 2 });
    expect((await client.delete(`/api/collections/saved/items/${piece.id}`)).statusCode).toBe(204);
    expect(await savesOf(client, piece.id)).toEqual({ collectionIds: [], saveCount: 1 });
    void ada;
  });

  it('[OWNER] the data export holds their collections and what each holds', async () => {
    const owner = await createCreator(testApp.db);
    const client = await testApp.as(owner);
    await client.put(`/api/collections/saved/items/${other.id}`);
    await createCollection(testApp.db, owner.user.id, [work.id], { name: 'Looms', isPublic: true });
    const exported = (await client.get('/api/account/export')).json();
    expect(exported.collections).toEqual([
      expect.objectContaining({
        kind: 'saved',
        name: null,
        projects: [expect.objectContaining({ slug: 'engine', handle: 'grace' })],
      }),
      expect.objectContaining({
        kind: 'named',
        name: 'Looms',
        isPublic: true,
        projects: [expect.objectContaining({ title: 'Loom' })],
      }),
    ]);
  });
});
