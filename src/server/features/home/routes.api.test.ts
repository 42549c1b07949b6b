import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projects } from '#server/db/schema/index';
import {
  createBan,
  createBlock,
  createCollection,
  createComment,
  createCreator,
  createFollow,
  createLike,
  createProject,
  createService,
  type Creator,
} from '#server/seed/factories';
import { buildTestApp, type TestApp } from '#server/test/build-test-app';
import { decodeCursor } from '#server/db/pagination';
import { readFollowingFeed } from './feed';
import type { ApiClient } from '#server/test/clients';

describe('/api/home: a member’s Following feed and next steps', () => {
  let testApp: TestApp;
  let reader: Creator;
  let followed: Creator[];
  let stranger: Creator;

  const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000);

  beforeAll(async () => {
    testApp = await buildTestApp();
    const { db } = testApp;
    reader = await createCreator(db, { handle: 'reader' });
    followed = [
      await createCreator(db, { handle: 'ada' }),
      await createCreator(db, { handle: 'grace' }),
      await createCreator(db, { handle: 'linus' }),
    ];
    stranger = await createCreator(db, { handle: 'stranger' });
    for (const creator of followed) await createFollow(db, reader.user.id, creator.user.id);
  });
  afterAll(() => testApp.close());

  const feedOf = async (client: ApiClient, cursor?: string) => {
    const response = await client.get(`/api/home/feed${cursor ? `?cursor=${cursor}` : ''}`);
    expect(response.statusCode).toBe(200);
    return response.json();
  };

  it('[USER] reads the new projects and services of whom they follow, newest first, with counts, a page at a time', async () => {
    const { db } = testApp;
    const [ada, grace, linus] = followed as [Creator, Creator, Creator];
    const loom = await createProject(db, ada.profile.id, { title: 'Loom', slug: 'loom', createdAt: at(5) });
    await createService(db, grace.profile.id, { title: 'Illustrated maps for venues', createdAt: at(4) });
    await createProject(db, linus.profile.id, { title: 'Kernel', slug: 'kernel', createdAt: at(3) });
    await createProject(db, stranger.profile.id, { title: 'Not followed', createdAt: at(2) });
    await createProject(db, ada.profile.id, { title: 'Sketch', published: false, createdAt: at(1) });
    await createService(db, ada.profile.id, {
      title: 'An inactive service offer',
      active: false,
      createdAt: at(1),
    });
    await createLike(db, loom.id, stranger.user.id);
    await createLike(db, loom.id, grace.user.id);
    await createComment(db, loom.id, grace.user.id);
    await createCollection(db, stranger.user.id, [loom.id]);
    await createCollection(db, stranger.user.id, [loom.id]);

    const client = await testApp.as(reader);
    const page = await feedOf(client);
    expect(page.items.map((item: { kind: string; title: string }) => `${item.kind}:${item.title}`)).toEqual([
      'project:Kernel',
      'service:Illustrated maps for venues',
      'project:Loom',
    ]);
    expect(page.items[2]).toMatchObject({
      ownerHandle: 'ada',
      likeCount: 2,
      commentCount: 1,
      saveCount: 1,
    });
    expect(page.nextCursor).toBeNull();

    // Many more: pages follow one another with nothing twice and nothing skipped.
    for (let index = 0; index < 30; index += 1) {
      await createProject(db, linus.profile.id, { slug: `p-${index}`, createdAt: at(10 + index) });
    }
    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const next = await feedOf(client, cursor);
      seen.push(...next.items.map((item: { id: string }) => item.id));
      cursor = next.nextCursor ?? undefined;
    } while (cursor);
    expect(seen).toHaveLength(33);
    expect(new Set(seen).size).toBe(33);
  });

  it('[USER] gets the same pages when followed work is not among the newest rows, read owner by owner', async () => {
    const { db } = testApp;
    const [ada, , linus] = followed as [Creator, Creator, Creator];
    // Newer than all of theirs: the two newest projects are no one's the reader follows.
    await createProject(db, stranger.profile.id, { slug: 'newest-a' });
    await createProject(db, stranger.profile.id, { slug: 'newest-b' });
    for (let index = 0; index < 30; index += 1) {
      const owner = index % 2 ? ada : linus;
      await createProject(db, owner.profile.id, { slug: `owned-${index}`, createdAt: at(100 + index) });
    }
    const pagesOf = async (recentWindow?: number) => {
      const pages: string[][] = [];
      let cursor: string | null = null;
      do {
        const page = await readFollowingFeed(
          db,
          reader.user.id,
          cursor ? (decodeCursor(cursor) ?? undefined) : undefined,
          { recentWindow },
        );
        pages.push(page.items.map((item) => item.id));
        cursor = page.nextCursor;
      } while (cursor);
      return pages;
    };
    const fromTheNewest = await pagesOf();
    expect(fromTheNewest.flat().length).toBeGreaterThan(30);
    // A window of two rows holds no followed work: every page is read owner by owner instead.
    expect(await pagesOf(2)).toEqual(fromTheNewest);
  });

  it('[USER] a block, a ban or a hidden project takes work out of the feed', async () => {
    const { db } = testApp;
    const member = await createCreator(db);
    const blocker = await createCreator(db);
    const blocked = await createCreator(db);
    const banned = await createCreator(db);
    const plain = await createCreator(db);
    for (const creator of [blocker, blocked, banned, plain]) {
      await createFollow(db, member.user.id, creator.user.id);
    }
    await createProject(db, blocker.profile.id, { title: 'From the blocker' });
    await createService(db, blocked.profile.id, { title: 'From the blocked' });
    await createProject(db, banned.profile.id, { title: 'From the banned' });
    const held = await createProject(db, plain.profile.id, { title: 'Held' });
    await createProject(db, plain.profile.id, { title: 'Shown' });
    await createBlock(db, blocker.user.id, member.user.id);
    // A block ends follows both ways; the rows are left here, as a race between the two might.
    await createBlock(db, member.user.id, blocked.user.id);
    await createBan(db, banned.user.id);
    await db.update(projects).set({ published: false }).where(eq(projects.id, held.id));
    const page = await feedOf(await testApp.as(member));
    expect(page.items.map((item: { title: string }) => item.title)).toEqual(['Shown']);
  });

  it('[USER] a new creator is told their next steps, each gone once done, and offered creators while following no one', async () => {
    const { db } = testApp;
    const newcomer = await createCreator(db);
    const client = await testApp.as(newcomer);
    const first = (await client.get('/api/home')).json();
    expect(first).toMatchObject({
      nextSteps: { addAvatar: true, publishProject: true, offerService: true },
      followingCount: 0,
    });
    expect(first.suggestions.length).toBeGreaterThan(0);
    expect(first.suggestions.map((s: { handle: string }) => s.handle)).not.toContain(newcomer.profile.handle);
    expect(first.suggestions[0].works.length).toBeGreaterThan(0);

    await createProject(db, newcomer.profile.id);
    await createService(db, newcomer.profile.id);
    await createFollow(db, newcomer.user.id, stranger.user.id);
    const later = (await client.get('/api/home')).json();
    expect(later).toEqual({
      nextSteps: { addAvatar: true, publishProject: false, offerService: false },
      followingCount: 1,
      suggestions: [],
    });
  });

  it('[VISITOR] [BANNED] may not read a home', async () => {
    const visitor = testApp.visitor();
    expect((await visitor.get('/api/home')).statusCode).toBe(401);
    expect((await visitor.get('/api/home/feed')).statusCode).toBe(401);
    const member = await createCreator(testApp.db);
    const client = await testApp.as(member);
    await createBan(testApp.db, member.user.id);
    for (const path of ['/api/home', '/api/home/feed']) {
      const response = await client.get(path);
      expect(response.statusCode).toBe(403);
      expect(response.json().messageId).toBe('accountSuspended');
    }
  });

  it('[ATTACKER] a made-up cursor is a 400, not an error', async () => {
    const client = await testApp.as(reader);
    for (const cursor of [
      'nonsense',
      Buffer.from('["2026-02-30T00:00:00.000000Z","x"]').toString('base64url'),
    ]) {
      expect((await client.get(`/api/home/feed?cursor=${cursor}`)).statusCode).toBe(400);
    }
  });
});
