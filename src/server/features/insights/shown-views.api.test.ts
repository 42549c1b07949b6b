import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OwnProfile } from '#shared/schemas/profiles';
import type { ProjectDetail } from '#shared/schemas/projects';
import { insightCounts } from '#server/db/schema/index';
import { createBan, createCreator, createProject } from '#server/seed/factories';
import { buildTestApp, type TestApp } from '#server/test/build-test-app';
import type { MemberClient } from '#server/test/clients';

const dayBefore = (days: number) =>
  new Date(Date.now() - days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

describe('a project’s views on its page, when its creator shows them', () => {
  let testApp: TestApp;
  let creator: Awaited<ReturnType<typeof createCreator>>;
  let creatorClient: MemberClient;
  let project: { id: string; slug: string };

  beforeAll(async () => {
    testApp = await buildTestApp();
    creator = await createCreator(testApp.db, { handle: 'nora' });
    creatorClient = await testApp.as(creator);
    project = await createProject(testApp.db, creator.profile.id);
    const other = await createProject(testApp.db, creator.profile.id);
    const ofProject = (subjectId: string) =>
      ({ ownerId: creator.user.id, subjectKind: 'project', subjectId, dimension: '' }) as const;
    await testApp.db.insert(insightCounts).values([
      { ...ofProject(project.id), day: dayBefore(0), measure: 'view', count: 40 },
      { ...ofProject(project.id), day: dayBefore(400), measure: 'view', count: 2 },
      // Not this project's views: another project's, and the language of its views.
      { ...ofProject(other.id), day: dayBefore(0), measure: 'view', count: 1000 },
      { ...ofProject(project.id), day: dayBefore(0), measure: 'language', dimension: 'en', count: 40 },
    ]);
  });
  afterAll(() => testApp?.close());

  const viewsOnPage = async (client = testApp.visitor()) =>
    (await client.get(`/api/profiles/nora/projects/${project.slug}`)).json<ProjectDetail>().views;

  it('[VISITOR] sees no views while the creator keeps them to themselves, as they do at first', async () => {
    expect((await creatorClient.get('/api/profile')).json<OwnProfile>().showsViews).toBe(false);
    expect(await viewsOnPage()).toBeNull();
    expect(await viewsOnPage(creatorClient)).toBeNull();
  });

  it('[USER] shows their views: every visitor sees the project’s views of all time; [USER] hides them again', async () => {
    expect((await creatorClient.put('/api/profile/views-shown', { showsViews: true })).statusCode).toBe(204);
    expect((await creatorClient.get('/api/profile')).json<OwnProfile>().showsViews).toBe(true);
    expect(await viewsOnPage()).toBe(42);
    const unseen = await createProject(testApp.db, creator.profile.id);
    expect(
      (await testApp.visitor().get(`/api/profiles/nora/projects/${unseen.slug}`)).json<ProjectDetail>().views,
    ).toBe(0);
    expect((await creatorClient.put('/api/profile/views-shown', { showsViews: false })).statusCode).toBe(204);
    expect(await viewsOnPage()).toBeNull();
  });

  it('[VISITOR] may not choose for anyone; [BANNED] is refused; a body that is not a yes or a no is refused', async () => {
    expect((await testApp.visitor().put('/api/profile/views-shown', { showsViews: true })).statusCode).toBe(
      401,
    );
    const banned = await createCreator(testApp.db);
    const bannedClient = await testApp.as(banned.user);
    await createBan(testApp.db, banned.user.id);
    expect((await bannedClient.put('/api/profile/views-shown', { showsViews: true })).statusCode).toBe(403);
    for (const body of [{}, { showsViews: 'yes' }, { showsViews: null }])
      expect((await creatorClient.put('/api/profile/views-shown', body)).statusCode).toBe(400);
    expect(await viewsOnPage()).toBeNull();
  });
});
