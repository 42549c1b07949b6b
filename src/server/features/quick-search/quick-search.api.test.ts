import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUICK_SEARCH_COUNT, type QuickSearch } from '#shared/schemas/search';
import { createBan, createCreator, createProject, createService } from '#server/seed/factories';
import { buildTestApp, type TestApp } from '#server/test/build-test-app';

// Decision 49: the top bar's suggestions come from the lists' own searches, in one answer.
describe('quick search', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await buildTestApp();
    const { db } = testApp;
    const potter = await createCreator(db, { handle: 'kilnpotter', displayName: 'Kiln Potter' });
    for (let index = 0; index < QUICK_SEARCH_COUNT + 2; index++) {
      await createProject(db, potter.profile.id, { title: `Kiln glaze study ${index}`, stack: [] });
      await createService(db, potter.profile.id, {
        title: `Kiln firing lesson ${index}`,
        description: 'An afternoon at the kiln: loading, firing curves and cooling, with your own pots.',
      });
    }
    await createProject(db, potter.profile.id, { title: 'Kiln', stack: [] });
    const banned = await createCreator(db, { handle: 'kilnbanned', displayName: 'Kiln Banned' });
    await createBan(db, banned.user.id, { reason: 'Spam' });
  });
  afterAll(() => testApp.close());

  const suggest = async (q: string) => {
    const response = await testApp.visitor().get(`/api/quick-search?q=${encodeURIComponent(q)}`);
    expect(response.statusCode).toBe(200);
    return response.json<QuickSearch>();
  };

  it('[VISITOR] gets the best few people, projects and services in one answer, best match first', async () => {
    const found = await suggest('kiln');
    expect(found.people).toEqual([{ handle: 'kilnpotter', displayName: 'Kiln Potter', avatarUrl: null }]);
    expect(found.projects).toHaveLength(QUICK_SEARCH_COUNT);
    // The exact title first, however old.
    expect(found.projects[0]).toEqual({ title: 'Kiln', slug: expect.any(String), ownerHandle: 'kilnpotter' });
    expect(found.services).toHaveLength(QUICK_SEARCH_COUNT);
    expect(found.services[0]).toMatchObject({ title: expect.stringMatching(/^Kiln firing lesson/) });
  });

  it('[VISITOR] is forgiven a typo, as on the lists', async () => {
    const found = await suggest('glazze');
    expect(found.projects.map((project) => project.title)).toHaveLength(QUICK_SEARCH_COUNT);
  });

  it('[VISITOR] gets nothing for nothing typed, and is refused an overlong search', async () => {
    expect(await suggest('  ')).toEqual({ people: [], projects: [], services: [] });
    const response = await testApp.visitor().get(`/api/quick-search?q=${'k'.repeat(101)}`);
    expect(response.statusCode).toBe(400);
  });

  it('[USER] sees what a visitor sees; a banned member is suggested to no one', async () => {
    const member = await testApp.as((await createCreator(testApp.db, { handle: 'quickmember' })).user);
    const found = await member.get('/api/quick-search?q=kiln');
    expect(found.statusCode).toBe(200);
    expect(found.json<QuickSearch>().people.map((person) => person.handle)).toEqual(['kilnpotter']);
  });
});
