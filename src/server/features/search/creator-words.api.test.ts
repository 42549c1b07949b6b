import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCreator, createProject, type Creator } from '#server/seed/factories';
import { buildTestApp, type TestApp } from '#server/test/build-test-app';

type Page = { items: { title: string }[] };

// Explore matches a project by its creator's name, handle and skills (migration 0021), kept
// true when the creator changes them. The words are rare on purpose, so nothing else matches them.
describe('explore: a project found by its creator', () => {
  let testApp: TestApp;
  let creator: Creator;
  let beltId: string;

  beforeAll(async () => {
    testApp = await buildTestApp();
    creator = await createCreator(testApp.db, {
      handle: 'loomhall',
      displayName: 'Ysolde Quennell',
      skills: ['Tablet weaving', 'Natural dyes'],
    });
    beltId = (
      await createProject(testApp.db, creator.profile.id, {
        title: 'Card-woven belt',
        slug: 'card-woven-belt',
        stack: [],
      })
    ).id;
    await createProject(testApp.db, creator.profile.id, {
      title: 'Indigo vat notes',
      stack: [],
      published: false,
    });
  });
  afterAll(() => testApp.close());

  const titles = async (query: string) => {
    const response = await testApp.visitor().get(`/api/explore?q=${encodeURIComponent(query)}`);
    expect(response.statusCode).toBe(200);
    return response.json<Page>().items.map((item) => item.title);
  };

  it('[VISITOR] finds a project by its creator’s name, handle or skill, never a draft', async () => {
    expect(await titles('ysolde')).toEqual(['Card-woven belt']);
    expect(await titles('quennell belt')).toEqual(['Card-woven belt']);
    expect(await titles('loomhall')).toEqual(['Card-woven belt']);
    // By stem and with a typo, as any word of the document.
    expect(await titles('tablet weave')).toEqual(['Card-woven belt']);
    expect(await titles('quenell')).toEqual(['Card-woven belt']);
  });

  it('[VISITOR] a project titled with the words ranks above one that has them only from its creator', async () => {
    const other = await createCreator(testApp.db, { handle: 'dyerhaskard', displayName: 'Bram Haskard' });
    await createProject(testApp.db, other.profile.id, { title: 'Ysolde tapestry study', stack: [] });
    expect(await titles('ysolde')).toEqual(['Ysolde tapestry study', 'Card-woven belt']);
  });

  it('[USER] renaming themselves and changing skills, the creator’s projects are found by the new words at once', async () => {
    const client = await testApp.as(creator.user);
    const saved = await client.put('/api/profile', {
      displayName: 'Ysolde Marchetti',
      skills: ['Inkle loom'],
    });
    expect(saved.statusCode).toBe(200);
    expect(await titles('marchetti')).toEqual(['Card-woven belt']);
    expect(await titles('inkle')).toEqual(['Card-woven belt']);
    expect(await titles('quennell')).toEqual([]);
    expect(await titles('tablet')).toEqual([]);
  });

  it('[VISITOR] the copy of the creator’s words is search’s own: no answer about a project carries it', async () => {
    const answers = [
      await testApp.visitor().get('/api/profiles/loomhall/projects/card-woven-belt'),
      await testApp.visitor().get('/api/profiles/loomhall'),
      await (await testApp.as(creator.user)).get(`/api/projects/${beltId}`),
    ];
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      expect(answer.body).toContain('Card-woven belt');
      expect(answer.body).not.toMatch(/creatorWords|searchVector/);
    }
  });
});
