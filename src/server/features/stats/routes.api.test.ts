import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StatsResponse } from '#shared/schemas/stats';
import {
  createBan,
  createCreator,
  createFollow,
  createProfile,
  createProject,
  createService,
  createUser,
} from '#server/seed/factories';
import { projects } from '#server/db/schema/index';
import { buildTestApp, type TestApp } from '#server/test/build-test-app';

describe('GET /api/stats', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp();
  });
  afterAll(() => testApp.close());

  const getStats = async () => {
    const response = await testApp.visitor().get('/api/stats');
    expect(response.statusCode).toBe(200);
    return response.json<StatsResponse>();
  };

  it('[ANONYMOUS] sees zero counts and empty lists on an empty community', async () => {
    expect(await getStats()).toEqual({
      counts: { creators: 0, projects: 0, services: 0, connections: 0 },
      latestProjects: [],
      latestServices: [],
    });
  });

  it('counts only what visitors can see and lists the newest items with their owners', async () => {
    const ada = await createCreator(testApp.db, {
      handle: 'ada',
      displayName: 'Ada',
      avatarUrl: 'https://x.test/a.png',
    });
    const bob = await createCreator(testApp.db, { handle: 'bob' });
    const banned = await createCreator(testApp.db, { handle: 'mallory' });
    const unfinished = await createUser(testApp.db);
    await createProfile(testApp.db, unfinished.id);
    await createBan(testApp.db, banned.user.id, { reason: 'spam' });

    for (let index = 0; index < 7; index += 1) {
      await createProject(testApp.db, ada.profile.id, {
        title: `Project ${index}`,
        slug: `p-${index}`,
        createdAt: new Date(Date.now() - (7 - index) * 60_000),
      });
    }
    await createProject(testApp.db, bob.profile.id, { slug: 'hidden', published: false });
    await createProject(testApp.db, bob.profile.id, {
      slug: 'old',
      createdAt: new Date(Date.now() - 31 * 24 * 60 * 60 * 1000),
    });
    await createProject(testApp.db, banned.profile.id, { slug: 'banned-work' });

    for (let index = 0; index < 5; index += 1) {
      await createService(testApp.db, ada.profile.id, {
        title: `Service number ${index}`,
        createdAt: new Date(Date.now() - (5 - index) * 60_000),
      });
    }
    await createService(testApp.db, bob.profile.id, { active: false });
    await createService(testApp.db, banned.profile.id);
    await createFollow(testApp.db, bob.user.id, ada.user.id);
    await createFollow(testApp.db, ada.user.id, bob.user.id);

    const stats = await getStats();
    expect(stats.counts).toEqual({ creators: 2, projects: 8, services: 5, connections: 2 });

    expect(stats.latestProjects.map((project) => project.slug)).toEqual([
      'p-6',
      'p-5',
      'p-4',
      'p-3',
      'p-2',
      'p-1',
    ]);
    expect(stats.latestProjects[0]).toMatchObject({
      title: 'Project 6',
      ownerHandle: 'ada',
      stack: ['TypeScript'],
    });

    expect(stats.latestServices.map((service) => service.title)).toEqual([
      'Service number 4',
      'Service number 3',
      'Service number 2',
      'Service number 1',
    ]);
    expect(stats.latestServices[0]).toMatchObject({
      ownerHandle: 'ada',
      ownerDisplayName: 'Ada',
      ownerAvatarUrl: 'https://x.test/a.png',
      pricingType: 'fixed',
      priceAmount: 500,
      currency: 'USD',
      deliveryTime: 7,
    });
  });

  it('brings a banned creator back once the ban has expired', async () => {
    await testApp.db.execute(sql`update banned_users set expires_at = now() - interval '1 minute'`);
    const stats = await getStats();
    expect(stats.counts.creators).toBe(3);
    expect(stats.counts.projects).toBe(9);
  });

  it('leaves out a project that is unpublished later', async () => {
    await testApp.db
      .update(projects)
      .set({ published: false })
      .where(sql`${projects.slug} = 'p-6'`);
    const stats = await getStats();
    expect(stats.latestProjects[0]?.slug).not.toBe('p-6');
  });
});
