import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_PAGE_SIZE } from '#shared/schemas/search';
import { createCreator, createProject, createService, type Creator } from '#server/seed/factories';
import { buildTestApp, type TestApp } from '#server/test/build-test-app';
import { projects } from '#server/db/schema/index';
import { RECENT_WINDOW } from './candidates';

type Page = { items: { title?: string; handle?: string }[]; nextCursor: string | null };

// Decision 49: best match first, in ranks (title exactly as typed; every word in the title; every word
// as written; every word by stem), newest first within a rank, with keyset pages across ranks.
describe('search: best match first', () => {
  let testApp: TestApp;
  let owner: Creator;

  beforeAll(async () => {
    testApp = await buildTestApp();
    const { db } = testApp;
    owner = await createCreator(db, { handle: 'rankowner', displayName: 'Rank Owner' });
    // Oldest first, so that newest first would list them the other way round.
    for (const project of [
      { title: 'Quasar lamps', summary: 'Light.' },
      { title: 'Quasar lamps stand', summary: 'A stand.' },
      { title: 'Desk light', summary: 'Quasar lamps for desks.' },
      { title: 'Glow kit', summary: 'A quasar lamp, soldered.' },
    ]) {
      await createProject(db, owner.profile.id, { ...project, stack: [] });
    }
    await createCreator(db, { handle: 'marlowe', displayName: 'Pat Quill' });
    await createCreator(db, { handle: 'samquill', displayName: 'Sam Marlowe' });
    await createCreator(db, { handle: 'bioquill', displayName: 'Bo Quill', bio: 'Reads Marlowe aloud.' });
    await createService(db, owner.profile.id, {
      title: 'Harpsichord voicing',
      description: 'A full voicing in delrin or quill, with the instrument regulated afterwards by ear.',
    });
    await createService(db, owner.profile.id, {
      title: 'Harpsichord voicing and care',
      description: 'Quills replaced, jacks regulated and every register voiced for a clean, even touch.',
    });
  });
  afterAll(() => testApp.close());

  const list = async (path: string) => {
    const response = await testApp.visitor().get(path);
    expect(response.statusCode).toBe(200);
    return response.json<Page>();
  };
  const titles = async (path: string) => (await list(path)).items.map((item) => item.title);

  it('[VISITOR] Explore lists the exact title, then titles with every word, then other mentions, then stems', async () => {
    const best = ['Quasar lamps', 'Quasar lamps stand', 'Desk light', 'Glow kit'];
    expect(await titles('/api/explore?q=quasar%20lamps')).toEqual(best);
    expect(await titles('/api/explore?q=QUASAR%20LAMPS&sort=best')).toEqual(best);
    // Newest first stays a choice.
    expect(await titles('/api/explore?q=quasar%20lamps&sort=newest')).toEqual([...best].reverse());
  });

  it('[VISITOR] People lists an exact name or handle first, then names with the words, then bios', async () => {
    const handles = (await list('/api/people?q=marlowe')).items.map((item) => item.handle);
    expect(handles).toEqual(['marlowe', 'samquill', 'bioquill']);
  });

  it('[VISITOR] the services browse lists the exact title first', async () => {
    expect(await titles('/api/services?q=harpsichord%20voicing')).toEqual([
      'Harpsichord voicing',
      'Harpsichord voicing and care',
    ]);
    expect(await titles('/api/services?q=harpsichord%20voicing&sort=newest')).toEqual([
      'Harpsichord voicing and care',
      'Harpsichord voicing',
    ]);
  });

  it('[VISITOR] pages across ranks hold every match exactly once, in rank order, then end', async () => {
    const { db } = testApp;
    const perRank = SEARCH_PAGE_SIZE - 4;
    for (let index = 0; index < perRank; index++) {
      await createProject(db, owner.profile.id, {
        title: `Nebula kiln ${index}`,
        summary: 'Fired.',
        stack: [],
      });
      await createProject(db, owner.profile.id, {
        title: `Pottery ${index}`,
        summary: 'A nebula kiln.',
        stack: [],
      });
    }
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page: Page = await list(`/api/explore?q=nebula%20kiln${cursor ? `&cursor=${cursor}` : ''}`);
      seen.push(...page.items.map((item) => item.title ?? ''));
      cursor = page.nextCursor;
      pages++;
    } while (cursor && pages < 5);
    expect(pages).toBe(2);
    expect(new Set(seen).size).toBe(perRank * 2);
    // Every title with the words before every mere mention, each group newest first.
    const expected = [
      ...Array.from({ length: perRank }, (_, index) => `Nebula kiln ${perRank - 1 - index}`),
      ...Array.from({ length: perRank }, (_, index) => `Pottery ${perRank - 1 - index}`),
    ];
    expect(seen).toEqual(expected);
  });

  it('[VISITOR] a better rank older than the newest rows still comes first, on every page', async () => {
    const { db } = testApp;
    const at = (minute: number) => new Date(Date.UTC(2020, 0, 1, 0, minute));
    const titled = 30;
    const mentions = RECENT_WINDOW + 5;
    // The titles with the words are older than every mere mention, so the newest rows hold none.
    await db.insert(projects).values(
      Array.from({ length: titled }, (_, index) => ({
        ownerId: owner.profile.id,
        title: `Orrery gear ${index}`,
        slug: `orrery-gear-${index}`,
        createdAt: at(index),
      })),
    );
    await db.insert(projects).values(
      Array.from({ length: mentions }, (_, index) => ({
        ownerId: owner.profile.id,
        title: `Brass piece ${index}`,
        slug: `brass-piece-${index}`,
        summary: 'Cut for an orrery gear train.',
        createdAt: at(titled + index),
      })),
    );
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: Page = await list(`/api/explore?q=orrery%20gear${cursor ? `&cursor=${cursor}` : ''}`);
      seen.push(...page.items.map((item) => item.title ?? ''));
      cursor = page.nextCursor;
    } while (cursor && seen.length <= titled + mentions);
    expect(seen).toEqual([
      ...Array.from({ length: titled }, (_, index) => `Orrery gear ${titled - 1 - index}`),
      ...Array.from({ length: mentions }, (_, index) => `Brass piece ${mentions - 1 - index}`),
    ]);
  });

  it('[VISITOR] an unknown sort is refused', async () => {
    for (const path of ['/api/explore?sort=oldest', '/api/people?sort=1', '/api/services?sort=']) {
      expect((await testApp.visitor().get(path)).statusCode).toBe(400);
    }
  });
});
