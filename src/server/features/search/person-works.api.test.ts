import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { PERSON_CARD_WORKS, SEARCH_PAGE_SIZE, type PeoplePage } from '#shared/schemas/search';
import { createBan, createCreator, createProject, type Creator } from '#server/seed/factories';
import { buildTestApp, type TestApp } from '#server/test/build-test-app';
import type { ApiClient } from '#server/test/clients';

// People cards preview their creator's newest published works, read for the whole page at once.

/** Minutes after a fixed start: the projects' order does not hang on how fast they are inserted. */
const at = (minutes: number) => new Date(Date.UTC(2025, 0, 1, 12, minutes));

describe('GET /api/people: the works each card previews', () => {
  let testApp: TestApp;
  let visitor: ApiClient;
  let lina: Creator;
  const linaWorks: Record<string, { id: string; slug: string }> = {};

  beforeAll(async () => {
    testApp = await buildTestApp();
    const { db } = testApp;
    lina = await createCreator(db, { handle: 'linaworks', displayName: 'Lina Previewmaker' });
    for (const [minute, title] of [
      'Oldest poster',
      'Second poster',
      'Third poster',
      'Newest poster',
    ].entries()) {
      const project = await createProject(db, lina.profile.id, {
        title,
        slug: `poster-${minute}`,
        coverUrl: minute === 3 ? '/uploads/covers/newest.webp' : null,
        createdAt: at(minute),
      });
      linaWorks[title] = { id: project.id, slug: project.slug };
    }
    // Newer than every published one, and none of them shows.
    await createProject(db, lina.profile.id, {
      title: 'Unpublished idea',
      published: false,
      createdAt: at(10),
    });
    await createProject(db, lina.profile.id, {
      title: 'Held by staff',
      published: false,
      heldReason: 'Misleading',
      heldAt: at(12),
      createdAt: at(11),
    });
    await createCreator(db, { handle: 'noworksyet', displayName: 'Nora Previewless' });
  });
  beforeEach(() => {
    visitor = testApp.visitor();
  });
  afterAll(() => testApp.close());

  const peopleOf = async (query: string, client: ApiClient = visitor) => {
    const response = await client.get(`/api/people?${query}`);
    expect(response.statusCode).toBe(200);
    return response.json<PeoplePage>().items;
  };
  const worksOf = async (handle: string) =>
    (await peopleOf(`q=${handle}`)).find((person) => person.handle === handle)?.works;

  it('[VISITOR] a card previews the three newest published works, newest first, each with what a thumbnail links to', async () => {
    expect(await worksOf('linaworks')).toEqual([
      {
        id: linaWorks['Newest poster']?.id,
        slug: 'poster-3',
        title: 'Newest poster',
        coverUrl: '/uploads/covers/newest.webp',
      },
      { id: linaWorks['Third poster']?.id, slug: 'poster-2', title: 'Third poster', coverUrl: null },
      { id: linaWorks['Second poster']?.id, slug: 'poster-1', title: 'Second poster', coverUrl: null },
    ]);
  });

  it('[VISITOR] a creator without published work has a card with no previews', async () => {
    expect(await worksOf('noworksyet')).toEqual([]);
  });

  it('[VISITOR] a deleted work leaves the preview and the next newest takes its place', async () => {
    const owner = await createCreator(testApp.db, { handle: 'deletesone' });
    const works = [];
    for (let minute = 0; minute < 4; minute += 1) {
      works.push(
        await createProject(testApp.db, owner.profile.id, {
          title: `Piece ${minute}`,
          createdAt: at(minute),
        }),
      );
    }
    const titles = async () => (await worksOf('deletesone'))?.map((work) => work.title);
    expect(await titles()).toEqual(['Piece 3', 'Piece 2', 'Piece 1']);
    const asOwner = await testApp.as(owner);
    expect((await asOwner.delete(`/api/projects/${works[3]?.id}`)).statusCode).toBe(200);
    expect(await titles()).toEqual(['Piece 2', 'Piece 1', 'Piece 0']);
  });

  it("[VISITOR] a banned creator's card and its previews leave the list", async () => {
    const banned = await createCreator(testApp.db, { handle: 'bannedworks' });
    await createProject(testApp.db, banned.profile.id, { title: 'Banned poster' });
    expect(await worksOf('bannedworks')).toHaveLength(1);
    await createBan(testApp.db, banned.user.id);
    expect(await peopleOf('q=bannedworks')).toEqual([]);
  });

  it('[VISITOR] one statement reads the previews of a whole page, however many cards it holds', async () => {
    for (let index = 0; index < SEARCH_PAGE_SIZE + 1; index += 1) {
      const creator = await createCreator(testApp.db, { skills: ['Pagepreview'] });
      for (let minute = 0; minute < PERSON_CARD_WORKS + 1; minute += 1) {
        await createProject(testApp.db, creator.profile.id, { createdAt: at(minute) });
      }
    }
    // Every statement the app sends, through the driver's client, which both drivers call `query`.
    const client = (testApp.db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
    const sent = vi.spyOn(client, 'query');
    try {
      const people = await peopleOf('skill=pagepreview');
      expect(people).toHaveLength(SEARCH_PAGE_SIZE);
      expect(people.every((person) => person.works.length === PERSON_CARD_WORKS)).toBe(true);
      const lateralReads = sent.mock.calls.filter((call) => JSON.stringify(call[0]).includes('join lateral'));
      expect(lateralReads).toHaveLength(1);
    } finally {
      sent.mockRestore();
    }
  });

  it('[USER] sees the same previews as a visitor', async () => {
    const member = await testApp.as(await createCreator(testApp.db));
    expect(await peopleOf('q=linaworks', member)).toEqual(await peopleOf('q=linaworks'));
  });
});
