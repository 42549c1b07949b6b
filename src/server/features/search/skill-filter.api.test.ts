import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_PAGE_SIZE } from '#shared/schemas/search';
import { SKILL_MAX_LENGTH } from '#shared/constants';
import { createCreator, createProfile, createUser } from '#server/seed/factories';
import { buildTestApp, type TestApp } from '#server/test/build-test-app';

type Page = { items: { handle: string }[]; nextCursor: string | null };

// People narrowed by a skill, as Explore is by a technology (decision 49): one skill named
// whole in any case, or every skill that begins with what was typed. Skills here are rare on purpose.
describe('people: the skill filter', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await buildTestApp();
    const { db } = testApp;
    await createCreator(db, { handle: 'quillone', displayName: 'Pia Paper', skills: ['Quilling'] });
    await createCreator(db, {
      handle: 'quilltwo',
      displayName: 'Rui Paper',
      skills: ['quilling art', 'Bookbinding'],
      hireable: true,
    });
    await createCreator(db, { handle: 'quillthree', displayName: 'Sam Paper', skills: ['QUILLING'] });
    // No handle yet: not public, never listed.
    await createProfile(db, (await createUser(db)).id, { displayName: 'Hidden Paper', skills: ['Quilling'] });
  });
  afterAll(() => testApp.close());

  const people = async (query: string) => {
    const response = await testApp.visitor().get(`/api/people?${query}`);
    expect(response.statusCode).toBe(200);
    return response.json<Page>();
  };
  const handles = async (query: string) => (await people(query)).items.map((item) => item.handle).sort();

  it('[VISITOR] a whole skill in any case lists those who have it alone; part of one, every skill it begins', async () => {
    expect(await handles('skill=quilling')).toEqual(['quillone', 'quillthree']);
    expect(await handles('skill=Quilling%20Art')).toEqual(['quilltwo']);
    expect(await handles('skill=quill')).toEqual(['quillone', 'quillthree', 'quilltwo']);
    expect(await handles('skill=quilx')).toEqual([]);
    expect(await handles('skill=q%25')).toEqual([]);
  });

  it('[VISITOR] the skill combines with words, availability and either order', async () => {
    expect(await handles('skill=quill&q=rui')).toEqual(['quilltwo']);
    expect(await handles('skill=quill&q=paper&sort=newest')).toEqual(['quillone', 'quillthree', 'quilltwo']);
    expect(await handles('skill=quill&hireable=true')).toEqual(['quilltwo']);
    expect(await handles('skill=bookbinding&q=pia')).toEqual([]);
  });

  it('[VISITOR] pages of a skill hold everyone who has it exactly once', async () => {
    const { db } = testApp;
    const total = SEARCH_PAGE_SIZE + 3;
    for (let index = 0; index < total; index++) {
      await createCreator(db, { handle: `marbler${index}`, skills: ['Paper marbling'] });
    }
    for (const query of ['skill=paper%20marbling', 'skill=paper%20marbling&q=marbler']) {
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const page: Page = await people(`${query}${cursor ? `&cursor=${cursor}` : ''}`);
        seen.push(...page.items.map((item) => item.handle));
        cursor = page.nextCursor;
      } while (cursor && seen.length <= total);
      expect(seen).toHaveLength(total);
      expect(new Set(seen).size).toBe(total);
    }
  });

  it('[VISITOR] an overlong skill or a NUL byte in it is refused', async () => {
    for (const skill of ['a'.repeat(SKILL_MAX_LENGTH + 1), 'quill%00ing']) {
      expect((await testApp.visitor().get(`/api/people?skill=${skill}`)).statusCode).toBe(400);
    }
  });
});
