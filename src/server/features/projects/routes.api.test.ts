import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createCreator, createProject, createUser } from '#server/seed/factories';
import { projects } from '#server/db/schema/index';
import { buildTestApp, type TestApp } from '#server/test/build-test-app';
import type { ApiClient, TestUser } from '#server/test/clients';
import { formWith, makeImage } from '#server/test/images';

describe('projects', () => {
  let testApp: TestApp;
  let adaUser: TestUser;
  let graceUser: TestUser;
  let ada: ApiClient;
  let grace: ApiClient;
  let visitor: ApiClient;

  beforeAll(async () => {
    testApp = await buildTestApp();
    adaUser = (await createCreator(testApp.db, { handle: 'adaprojects' })).user;
    graceUser = (await createCreator(testApp.db, { handle: 'graceprojects' })).user;
  });
  beforeEach(async () => {
    ada = await testApp.as(adaUser);
    grace = await testApp.as(graceUser);
    visitor = testApp.visitor();
  });
  afterAll(() => testApp.close());

  const create = (payload: object, client = ada) => client.post('/api/projects', payload);
  const uploadCover = async (client = ada) =>
    (await client.post('/api/projects/cover', formWith('file', await makeImage(1200, 800)))).json()
      .coverUrl as string;

  it('[VISITOR] may not create, upload a cover, edit, delete or like', async () => {
    const [project] = await testApp.db.select().from(projects).limit(1);
    const id = project?.id ?? '00000000-0000-4000-8000-000000000000';
    expect((await create({ title: 'x' }, visitor)).statusCode).toBe(401);
    expect(
      (await visitor.post('/api/projects/cover', formWith('file', await makeImage(10, 10)))).statusCode,
    ).toBe(401);
    expect((await visitor.put(`/api/projects/${id}`, { title: 'x' })).statusCode).toBe(401);
    expect((await visitor.delete(`/api/projects/${id}`)).statusCode).toBe(401);
    const like = await visitor.put(`/api/projects/${id}/like`);
    expect(like.statusCode).toBe(401);
    expect(like.json()).toMatchObject({
      messageId: 'signInToLike',
      message: 'Please sign in to like projects',
    });
  });

  it('[USER] creates a project with a cover; the slug is made from the title', async () => {
    const coverUrl = await uploadCover();
    expect(coverUrl).toMatch(new RegExp(`^/uploads/covers/${adaUser.id}/cover-.+\\.w1600\\.webp$`));
    // The cover, and the smaller copies cards and phones load.
    for (const [width, height] of [
      [1600, 900],
      [960, 540],
      [480, 270],
    ]) {
      const cover = await visitor.get(coverUrl.replace('.w1600.', `.w${width}.`));
      const metadata = await sharp(cover.rawPayload).metadata();
      expect([metadata.width, metadata.height]).toEqual([width, height]);
    }

    const response = await create({
      title: '  Analytical Engine: Mark II! ',
      summary: 'A general-purpose computer.',
      stack: ['Brass', 'Punch cards'],
      ctaLabel: 'See it',
      ctaUrl: 'https://engine.example',
      coverUrl,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ slug: 'analytical-engine-mark-ii', ownerHandle: 'adaprojects' });
    const detail = (await visitor.get('/api/profiles/adaprojects/projects/analytical-engine-mark-ii')).json();
    expect(detail).toMatchObject({
      title: 'Analytical Engine: Mark II!',
      stack: ['Brass', 'Punch cards'],
      ctas: [{ label: 'See it', url: 'https://engine.example' }],
      coverUrl,
      likeCount: 0,
      likedByMe: false,
      isOwner: false,
      owner: { handle: 'adaprojects' },
      // Ada offers no service: nothing to hire her through under the author card.
      creatorServices: [],
      moreCreatorServices: false,
    });
  });

  it('[USER] a second project with the same title gets the next free slug; a typed slug that is taken is refused', async () => {
    expect((await create({ title: 'Analytical Engine: Mark II' })).json().slug).toBe(
      'analytical-engine-mark-ii-2',
    );
    const clash = await create({ title: 'Other', slug: 'analytical-engine-mark-ii' });
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toMatchObject({
      fields: { slug: 'valueTaken' },
      message: 'That value is already taken. Please choose a different one.',
    });
    // Slugs are per owner: another creator may use the same one.
    expect((await create({ title: 'Mine too', slug: 'analytical-engine-mark-ii' }, grace)).statusCode).toBe(
      201,
    );
  });

  it("[USER] the spec's limits are checked by the server", async () => {
    const tooLong = await create({
      title: 'x'.repeat(101),
      stack: Array(21).fill('Go'),
      slug: 'Bad Slug',
      summary: 's'.repeat(501),
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().fields).toMatchObject({
      title: 'projectTitleTooLong',
      stack: 'tooManyTechnologies',
      slug: 'slugInvalid',
      summary: 'summaryTooLong',
    });
    expect((await create({ title: '' })).json().fields).toMatchObject({ title: 'projectTitleRequired' });
    expect(
      (await create({ title: 'Bad link', ctaLabel: 'Go', ctaUrl: 'javascript:alert(1)' })).json().fields,
    ).toMatchObject({
      ctaUrl: 'invalidUrl',
    });
  });

  it("[USER] a cover must be the user's own upload", async () => {
    const graceCover = await uploadCover(grace);
    for (const coverUrl of [graceCover, 'https://evil.example/x.png', '/uploads/../../etc/passwd']) {
      expect((await create({ title: 'Borrowed', coverUrl })).json().fields).toEqual({
        coverUrl: 'invalidReference',
      });
    }
  });

  it('[USER] a user without a profile handle cannot create projects', async () => {
    const user = await createUser(testApp.db);
    expect((await create({ title: 'Nowhere' }, await testApp.as(user))).json()).toMatchObject({
      messageId: 'profileNotFound',
    });
  });

  it('[OWNER] loads, edits and deletes their project; the replaced and deleted covers are removed', async () => {
    const firstCover = await uploadCover();
    const { id } = (await create({ title: 'Difference Engine', coverUrl: firstCover })).json();
    const editable = await ada.get(`/api/projects/${id}`);
    expect(editable.json()).toMatchObject({
      title: 'Difference Engine',
      slug: 'difference-engine',
      ctaLabel: '',
      ctaUrl: null,
    });

    const secondCover = await uploadCover();
    const updated = await ada.put(`/api/projects/${id}`, {
      title: 'Difference Engine No. 2',
      slug: 'difference-engine-2',
      coverUrl: secondCover,
    });
    expect(updated.json()).toMatchObject({ slug: 'difference-engine-2', ownerHandle: 'adaprojects' });
    const fileOf = (url: string) => path.join(testApp.uploadsDir, ...url.replace('/uploads/', '').split('/'));
    const withCopies = (url: string) => [
      url,
      url.replace('.w1600.', '.w960.'),
      url.replace('.w1600.', '.w480.'),
    ];
    expect(withCopies(firstCover).map((url) => existsSync(fileOf(url)))).toEqual([false, false, false]);

    const deleted = await ada.delete(`/api/projects/${id}`);
    expect(deleted.json()).toEqual({ ownerHandle: 'adaprojects' });
    expect(withCopies(secondCover).map((url) => existsSync(fileOf(url)))).toEqual([false, false, false]);
    expect(await testApp.db.select().from(projects).where(eq(projects.id, id))).toHaveLength(0);
  });

  it("[USER] may not load, edit or delete someone else's project", async () => {
    const { id } = (await create({ title: 'Ada only' })).json();
    const load = await grace.get(`/api/projects/${id}`);
    expect(load.statusCode).toBe(403);
    expect(load.json()).toMatchObject({ message: "You don't have permission to edit this project" });
    expect((await grace.put(`/api/projects/${id}`, { title: 'Mine now' })).statusCode).toBe(403);
    expect((await grace.delete(`/api/projects/${id}`)).statusCode).toBe(403);
    expect((await grace.get('/api/projects/00000000-0000-4000-8000-000000000000')).json()).toMatchObject({
      messageId: 'projectNotFound',
    });
  });

  it('[USER] likes and unlikes; the count follows; twice changes nothing', async () => {
    const { id } = (await create({ title: 'Likeable' })).json();
    expect((await grace.put(`/api/projects/${id}/like`)).json()).toEqual({
      liked: true,
      likeCount: 1,
    });
    expect((await grace.put(`/api/projects/${id}/like`)).json()).toEqual({
      liked: true,
      likeCount: 1,
    });
    expect((await ada.put(`/api/projects/${id}/like`)).json()).toEqual({
      liked: true,
      likeCount: 2,
    });
    expect((await grace.get('/api/profiles/adaprojects/projects/likeable')).json()).toMatchObject({
      likeCount: 2,
      likedByMe: true,
    });
    expect((await grace.delete(`/api/projects/${id}/like`)).json()).toEqual({
      liked: false,
      likeCount: 1,
    });
  });

  it('[VISITOR] an unpublished project is invisible to others, and cannot be liked; its owner still sees it', async () => {
    const [owner] = await testApp.db
      .select({ id: projects.ownerId })
      .from(projects)
      .where(eq(projects.slug, 'likeable'));
    const hidden = await createProject(testApp.db, owner?.id ?? '', { slug: 'draft', published: false });
    expect((await visitor.get('/api/profiles/adaprojects/projects/draft')).statusCode).toBe(404);
    expect((await grace.get('/api/profiles/adaprojects/projects/draft')).statusCode).toBe(404);
    expect((await grace.put(`/api/projects/${hidden.id}/like`)).statusCode).toBe(404);
    expect((await ada.get('/api/profiles/adaprojects/projects/draft')).json()).toMatchObject({
      published: false,
      isOwner: true,
    });
  });
});
