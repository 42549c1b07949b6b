import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { hasDemoCommunity, seedDemoCommunity } from './demo-seed';
import { FACTORY_PASSWORD } from './factories';
import { eq } from 'drizzle-orm';
import { profiles, projects } from './schema/index';
import { DISCIPLINES } from './demo-personas';
import { imageVariantNames } from '@shared/images';

describe('the demo community', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp();
  });
  afterAll(() => testApp.close());

  const signIn = (password: string) =>
    testApp.visitor().post('/api/auth/sign-in', { email: 'adaokafor@demo.atelier.test', password });

  it('[ATTACKER] cannot sign in as a demo creator with a password written in the repository', async () => {
    const summary = await seedDemoCommunity(testApp.db, { creators: 3, password: 'Chosen-At-Seed-Time-1' });
    expect(summary.creators).toBe(3);
    expect(await hasDemoCommunity(testApp.db)).toBe(true);
    expect((await signIn(FACTORY_PASSWORD)).statusCode).toBe(401);
    expect((await signIn('Chosen-At-Seed-Time-1')).statusCode).toBe(200);
  });

  it('[VISITOR] sees every demo creator with a drawn avatar and banner and every project with a cover, served with their smaller copies', async () => {
    const pictured = await buildTestApp();
    try {
      const summary = await seedDemoCommunity(pictured.db, {
        creators: 2,
        seed: 3,
        password: 'Chosen-At-Seed-Time-1',
        storage: pictured.app.storage,
      });
      const people = await pictured.db.select().from(profiles);
      const covers = await pictured.db.select({ coverUrl: projects.coverUrl }).from(projects);
      expect(people).toHaveLength(2);
      expect(covers).toHaveLength(summary.projects);
      const urls = [
        ...people.flatMap((person) => [person.avatarUrl, person.bannerUrl]),
        ...covers.map((project) => project.coverUrl),
      ];
      for (const url of urls) {
        expect(url).toMatch(/^\/uploads\/(avatars|banners|covers)\/[0-9a-f-]+\/.+\.webp$/);
        const image = await pictured.visitor().get(url ?? '');
        expect(image.statusCode, url ?? '').toBe(200);
        expect(image.headers['content-type']).toBe('image/webp');
        // Its smaller copies for srcset beside it, as an upload has.
        const copies = imageVariantNames(url ?? '');
        expect(copies.length, url ?? '').toBeGreaterThan(0);
        for (const copy of copies) expect((await pictured.visitor().get(copy)).statusCode, copy).toBe(200);
      }
    } finally {
      await pictured.close();
    }
  }, 60_000);

  it('[VISITOR] meets creators whose work holds together, and no two projects with one title', async () => {
    const whole = await buildTestApp();
    try {
      const summary = await seedDemoCommunity(whole.db, { password: 'Chosen-At-Seed-Time-1' });
      expect(summary.creators).toBe(36);
      const rows = await whole.db
        .select({ title: projects.title, stack: projects.stack, skills: profiles.skills })
        .from(projects)
        .innerJoin(profiles, eq(profiles.id, projects.ownerId));
      expect(rows).toHaveLength(summary.projects);
      expect(new Set(rows.map((row) => row.title)).size).toBe(rows.length);
      // A project comes from its creator's discipline: the one whose skills the creator lists.
      for (const row of rows) {
        const discipline = DISCIPLINES.find((candidate) =>
          candidate.projects.some((idea) => idea.title === row.title),
        );
        expect(discipline?.skills, row.title).toEqual(row.skills);
      }
    } finally {
      await whole.close();
    }
  }, 60_000);
});
