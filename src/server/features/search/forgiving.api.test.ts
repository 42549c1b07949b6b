import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_PAGE_SIZE } from '#shared/schemas/search';
import { createCreator, createProject, createService, type Creator } from '#server/seed/factories';
import { profiles } from '#server/db/schema/index';
import { buildTestApp, type TestApp } from '#server/test/build-test-app';

type Page = {
  items: { title?: string; handle?: string }[];
  nextCursor: string | null;
  correctedQuery?: string;
};

// Decision 49: stems, accents and typos. Words here are rare on purpose, so that no other row of this
// file's database matches them by accident.
describe('search: stems, accents and typos forgiven', () => {
  let testApp: TestApp;
  let dana: Creator;

  beforeAll(async () => {
    testApp = await buildTestApp();
    const { db } = testApp;
    dana = await createCreator(db, {
      handle: 'danaforgive',
      displayName: 'Dana Zoë Okafor',
      bio: 'Working from Montréal, mostly on brand identities.',
      skills: ['Design', 'Photography', 'Rust'],
    });
    await createProject(db, dana.profile.id, {
      title: 'Quilted tapestry designs',
      summary: 'Crème colours woven by hand',
      stack: ['Loom'],
    });
    await createProject(db, dana.profile.id, { title: 'Zeppelin sketchbook', published: false });
    await createService(db, dana.profile.id, {
      title: 'Calligraphy for wedding invitations',
      description: 'Hand-lettered invitations, envelopes and place cards for your celebration day.',
      category: 'Design',
    });
  });
  afterAll(() => testApp.close());

  const search = async (list: 'people' | 'explore' | 'services', query: string) => {
    const response = await testApp.visitor().get(`/api/${list}?q=${encodeURIComponent(query)}`);
    expect(response.statusCode).toBe(200);
    return response.json<Page>();
  };
  const handles = async (query: string) => (await search('people', query)).items.map((item) => item.handle);

  it('[VISITOR] a word finds its other forms by stem: designer, designs, photographer', async () => {
    expect(await handles('designer')).toEqual(['danaforgive']);
    expect(await handles('designers')).toEqual(['danaforgive']);
    expect(await handles('photographer')).toEqual(['danaforgive']);
    expect((await search('explore', 'tapestries')).items.map((item) => item.title)).toEqual([
      'Quilted tapestry designs',
    ]);
    // Found as typed: nothing was corrected.
    expect((await search('people', 'designer')).correctedQuery).toBeUndefined();
  });

  it('[VISITOR] a word finds its other forms in Spanish, French and Portuguese too, found as typed', async () => {
    await createCreator(testApp.db, {
      handle: 'lucialangs',
      displayName: 'Lucía Ferreira',
      bio: 'Diseñador de carteles; céramiste à Lyon.',
      skills: ['Ilustração'],
    });
    // Feminine for masculine, a craft for its maker, a maker for the craft: no English stem joins them.
    for (const query of ['diseñadora', 'céramique', 'ilustrador']) {
      const page = await search('people', query);
      expect(page.items.map((item) => item.handle)).toEqual(['lucialangs']);
      expect(page.correctedQuery).toBeUndefined();
    }
  });

  it('[VISITOR] quotes and backslashes in the words stemmed (a link, a path) are stored and found', async () => {
    await createCreator(testApp.db, {
      handle: 'quoteslash',
      displayName: 'Quin Slash',
      bio: String.raw`Notes at http://x.example/o'brien?q=\x and C:\Users\quin\zymurgy.txt, it's "fine".`,
    });
    expect(await handles('zymurgy')).toEqual(['quoteslash']);
  });

  it('[VISITOR] accents are ignored on both sides: Montréal, Zoë, crème', async () => {
    expect(await handles('montreal')).toEqual(['danaforgive']);
    expect(await handles('MONTRÉAL')).toEqual(['danaforgive']);
    expect(await handles('zoe')).toEqual(['danaforgive']);
    expect((await search('explore', 'creme')).items.map((item) => item.title)).toEqual([
      'Quilted tapestry designs',
    ]);
  });

  it('[VISITOR] one typo is forgiven in a word of 5 to 8 letters, and the answer says what it read', async () => {
    const page = await search('people', 'desing');
    expect(page.items.map((item) => item.handle)).toEqual(['danaforgive']);
    expect(page.correctedQuery).toBe('design');
    // A letter changed, left out or added.
    expect(await handles('calligrafy')).toEqual([]);
    expect((await search('services', 'caligraphy')).items.map((item) => item.title)).toEqual([
      'Calligraphy for wedding invitations',
    ]);
    expect((await search('explore', 'tapestyr')).correctedQuery).toBe('tapestry');
    // Two typos in six letters are too many.
    expect((await search('people', 'dezigm')).items).toEqual([]);
  });

  it('[VISITOR] two typos are forgiven from 9 letters, three are not', async () => {
    expect(await handles('fotography')).toEqual(['danaforgive']);
    expect(await handles('fotogrphy')).toEqual([]);
  });

  it('[VISITOR] a word with a digit is never corrected, and never corrected to', async () => {
    await createCreator(testApp.db, { handle: 'loomer2024', displayName: 'Lo Omer' });
    expect(await handles('loomer2024')).toEqual(['loomer2024']);
    const page = await search('people', 'loomer2025');
    expect(page.items).toEqual([]);
    expect(page.correctedQuery).toBeUndefined();
  });

  it('[VISITOR] a word shorter than 5 letters is never typo-matched', async () => {
    const page = await search('people', 'rsut');
    expect(page.items).toEqual([]);
    expect(page.correctedQuery).toBeUndefined();
    expect(await handles('rust')).toEqual(['danaforgive']);
  });

  it('[VISITOR] every word must still match; the typed words that are right stay as typed', async () => {
    const page = await search('people', 'dana desing');
    expect(page.items.map((item) => item.handle)).toEqual(['danaforgive']);
    expect(page.correctedQuery).toBe('dana design');
    expect((await search('people', 'desing gardening')).items).toEqual([]);
  });

  it('[VISITOR] a correction never reveals a word of a project that is not published', async () => {
    const page = await search('explore', 'zepelin');
    expect(page.items).toEqual([]);
    expect(page.correctedQuery).toBeUndefined();
  });

  it('[VISITOR] words written later are corrected to as well', async () => {
    await testApp.db
      .update(profiles)
      .set({ skills: ['Design', 'Photography', 'Rust', 'Marquetry'] })
      .where(eq(profiles.id, dana.profile.id));
    expect(await handles('marqetry')).toEqual(['danaforgive']);
  });

  it('[VISITOR] pages of a corrected search hold every match exactly once, then end', async () => {
    const { db } = testApp;
    const total = SEARCH_PAGE_SIZE + 5;
    for (let index = 0; index < total; index++) {
      await createProject(db, dana.profile.id, { title: `Origami lantern ${index}`, stack: [] });
    }
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const response = await testApp
        .visitor()
        .get(`/api/explore?q=origammi${cursor ? `&cursor=${cursor}` : ''}`);
      const page = response.json<Page>();
      expect(page.correctedQuery).toBe('origami');
      seen.push(...page.items.map((item) => item.title ?? ''));
      cursor = page.nextCursor;
      pages++;
    } while (cursor && pages < 5);
    expect(pages).toBe(2);
    expect(new Set(seen).size).toBe(total);
    expect(seen).toHaveLength(total);
  });
});
