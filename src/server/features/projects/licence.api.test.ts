import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_LICENCES } from '#shared/constants';
import { projects } from '#server/db/schema/index';
import { createBan, createCreator } from '#server/seed/factories';
import { buildTestApp, type TestApp } from '#server/test/build-test-app';
import type { ApiClient, TestUser } from '#server/test/clients';

// docs/decisions/0066-a-licence-per-project.md: all rights reserved unless the creator chooses a
// Creative Commons licence, shown on the project's page and kept through edits that do not name one.

describe('a project’s licence', () => {
  let testApp: TestApp;
  let adaUser: TestUser;
  let ada: ApiClient;

  const detail = async (slug: string) =>
    (await testApp.visitor().get(`/api/profiles/adalicence/projects/${slug}`)).json<{ licence: string }>();
  const stored = async (id: string) =>
    (await testApp.db.select({ licence: projects.licence }).from(projects).where(eq(projects.id, id)))[0]
      ?.licence;

  beforeAll(async () => {
    testApp = await buildTestApp();
    adaUser = (await createCreator(testApp.db, { handle: 'adalicence' })).user;
    ada = await testApp.as(adaUser);
  });
  afterAll(() => testApp.close());

  it('[USER] publishes with all rights reserved unless they choose a licence', async () => {
    const created = await ada.post('/api/projects', { title: 'Reserved' });
    expect(created.statusCode).toBe(201);
    expect(await detail(created.json<{ slug: string }>().slug)).toMatchObject({
      licence: 'all-rights-reserved',
    });
  });

  it('[USER] chooses any of the licences offered; the page and the edit form show it', async () => {
    for (const licence of PROJECT_LICENCES) {
      const created = await ada.post('/api/projects', { title: `Shared ${licence}`, licence });
      expect(created.statusCode, licence).toBe(201);
      const { id, slug } = created.json<{ id: string; slug: string }>();
      expect(await detail(slug), licence).toMatchObject({ licence });
      expect((await ada.get(`/api/projects/${id}`)).json(), licence).toMatchObject({ licence });
    }
  });

  it('[USER] changes it in an edit; an edit that names none keeps it', async () => {
    const { id } = (await ada.post('/api/projects', { title: 'Changing', licence: 'cc-by-4.0' })).json<{
      id: string;
    }>();
    expect((await ada.put(`/api/projects/${id}`, { title: 'Changing still' })).statusCode).toBe(200);
    expect(await stored(id)).toBe('cc-by-4.0');
    expect((await ada.put(`/api/projects/${id}`, { title: 'Changed', licence: 'cc0-1.0' })).statusCode).toBe(
      200,
    );
    expect(await stored(id)).toBe('cc0-1.0');
  });

  it('[USER] is refused a licence Atelier does not offer, and nothing is stored', async () => {
    for (const licence of ['mit', 'CC-BY-4.0', '', null, 4]) {
      const answer = await ada.post('/api/projects', { title: `Odd ${String(licence)}`, licence });
      expect(answer.statusCode, String(licence)).toBe(400);
    }
    const rows = await testApp.db.select({ title: projects.title }).from(projects);
    expect(rows.filter((row) => row.title.startsWith('Odd'))).toEqual([]);
  });

  it('[USER] may not change the licence of someone else’s project; a banned member may not change theirs', async () => {
    const { id } = (await ada.post('/api/projects', { title: 'Mine', licence: 'cc-by-sa-4.0' })).json<{
      id: string;
    }>();
    const grace = await createCreator(testApp.db);
    const graceClient = await testApp.as(grace.user);
    expect(
      (await graceClient.put(`/api/projects/${id}`, { title: 'Mine', licence: 'cc0-1.0' })).statusCode,
    ).toBe(403);
    const banned = await createCreator(testApp.db);
    const bannedClient = await testApp.as(banned.user);
    const own = (await bannedClient.post('/api/projects', { title: 'Before the ban' })).json<{
      id: string;
    }>();
    await createBan(testApp.db, banned.user.id);
    expect(
      (await bannedClient.put(`/api/projects/${own.id}`, { title: 'After', licence: 'cc0-1.0' })).statusCode,
    ).toBe(403);
    expect(await stored(id)).toBe('cc-by-sa-4.0');
    expect(await stored(own.id)).toBe('all-rights-reserved');
  });
});
