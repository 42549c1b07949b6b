import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCreator, createProject, createUser, FACTORY_PASSWORD } from '../../db/factories';
import { projects } from '../../db/schema/index';
import { buildTestApp } from '../../test/build-test-app';
import { formWith, makeImage } from '../../test/images';
import { nextClientAddress, signInAs } from '../../test/sign-in';

describe('projects', () => {
  let harness: Awaited<ReturnType<typeof buildTestApp>>;
  let adaCookie: string;
  let graceCookie: string;
  let adaUserId: string;

  beforeAll(async () => {
    harness = await buildTestApp();
    adaUserId = (
      await createCreator(harness.db, { handle: 'adaprojects', user: { email: 'ada-projects@example.test' } })
    ).user.id;
    await createCreator(harness.db, {
      handle: 'graceprojects',
      user: { email: 'grace-projects@example.test' },
    });
    adaCookie = await signInAs(harness.app, 'ada-projects@example.test');
    graceCookie = await signInAs(harness.app, 'grace-projects@example.test');
  });
  afterAll(() => harness.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, cookie: string, payload?: object) =>
    harness.app.inject({
      method,
      url: `/api${url}`,
      headers: { cookie },
      payload,
      remoteAddress: nextClientAddress(),
    });
  const create = (payload: object, cookie = adaCookie) => call('POST', '/projects', cookie, payload);
  const uploadCover = async (cookie = adaCookie) =>
    (
      await call(
        'POST',
        '/projects/cover',
        cookie,
        formWith('file', await makeImage(1200, 800)) as unknown as object,
      )
    ).json().coverUrl as string;

  it('[VISITOR] may not create, upload a cover, edit, delete or like', async () => {
    const [project] = await harness.db.select().from(projects).limit(1);
    const id = project?.id ?? '00000000-0000-4000-8000-000000000000';
    expect((await create({ title: 'x' }, '')).statusCode).toBe(401);
    expect(
      (
        await call(
          'POST',
          '/projects/cover',
          '',
          formWith('file', await makeImage(10, 10)) as unknown as object,
        )
      ).statusCode,
    ).toBe(401);
    expect((await call('PUT', `/projects/${id}`, '', { title: 'x' })).statusCode).toBe(401);
    expect((await call('DELETE', `/projects/${id}`, '')).statusCode).toBe(401);
    const like = await call('PUT', `/projects/${id}/like`, '');
    expect(like.statusCode).toBe(401);
    expect(like.json()).toMatchObject({
      messageId: 'signInToLike',
      message: 'Please sign in to like projects',
    });
  });

  it('[USER] creates a project with a cover; the slug is made from the title', async () => {
    const coverUrl = await uploadCover();
    expect(coverUrl).toMatch(new RegExp(`^/uploads/covers/${adaUserId}/cover-`));
    const cover = await harness.app.inject({ method: 'GET', url: coverUrl });
    const metadata = await sharp(cover.rawPayload).metadata();
    expect([metadata.width, metadata.height]).toEqual([1600, 900]);

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
    const detail = (await call('GET', '/profiles/adaprojects/projects/analytical-engine-mark-ii', '')).json();
    expect(detail).toMatchObject({
      title: 'Analytical Engine: Mark II!',
      stack: ['Brass', 'Punch cards'],
      ctas: [{ label: 'See it', url: 'https://engine.example' }],
      coverUrl,
      likeCount: 0,
      likedByMe: false,
      isOwner: false,
      owner: { handle: 'adaprojects' },
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
    expect(
      (await create({ title: 'Mine too', slug: 'analytical-engine-mark-ii' }, graceCookie)).statusCode,
    ).toBe(201);
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
    const graceCover = await uploadCover(graceCookie);
    for (const coverUrl of [graceCover, 'https://evil.example/x.png', '/uploads/../../etc/passwd']) {
      expect((await create({ title: 'Borrowed', coverUrl })).json().fields).toEqual({
        coverUrl: 'invalidReference',
      });
    }
  });

  it('[USER] a user without a profile handle cannot create projects', async () => {
    const user = await createUser(harness.db);
    const cookie = await signInAs(harness.app, user.email, FACTORY_PASSWORD);
    expect((await create({ title: 'Nowhere' }, cookie)).json()).toMatchObject({
      messageId: 'profileNotFound',
    });
  });

  it('[OWNER] loads, edits and deletes their project; the replaced and deleted covers are removed', async () => {
    const firstCover = await uploadCover();
    const { id } = (await create({ title: 'Difference Engine', coverUrl: firstCover })).json();
    const editable = await call('GET', `/projects/${id}`, adaCookie);
    expect(editable.json()).toMatchObject({
      title: 'Difference Engine',
      slug: 'difference-engine',
      ctaLabel: '',
      ctaUrl: null,
    });

    const secondCover = await uploadCover();
    const updated = await call('PUT', `/projects/${id}`, adaCookie, {
      title: 'Difference Engine No. 2',
      slug: 'difference-engine-2',
      coverUrl: secondCover,
    });
    expect(updated.json()).toMatchObject({ slug: 'difference-engine-2', ownerHandle: 'adaprojects' });
    const fileOf = (url: string) => path.join(harness.uploadsDir, ...url.replace('/uploads/', '').split('/'));
    expect(existsSync(fileOf(firstCover))).toBe(false);

    const deleted = await call('DELETE', `/projects/${id}`, adaCookie);
    expect(deleted.json()).toEqual({ ownerHandle: 'adaprojects' });
    expect(existsSync(fileOf(secondCover))).toBe(false);
    expect(await harness.db.select().from(projects).where(eq(projects.id, id))).toHaveLength(0);
  });

  it("[USER] may not load, edit or delete someone else's project", async () => {
    const { id } = (await create({ title: 'Ada only' })).json();
    const load = await call('GET', `/projects/${id}`, graceCookie);
    expect(load.statusCode).toBe(403);
    expect(load.json()).toMatchObject({ message: "You don't have permission to edit this project" });
    expect((await call('PUT', `/projects/${id}`, graceCookie, { title: 'Mine now' })).statusCode).toBe(403);
    expect((await call('DELETE', `/projects/${id}`, graceCookie)).statusCode).toBe(403);
    expect(
      (await call('GET', '/projects/00000000-0000-4000-8000-000000000000', graceCookie)).json(),
    ).toMatchObject({
      messageId: 'projectNotFound',
    });
  });

  it('[USER] likes and unlikes; the count follows; twice changes nothing', async () => {
    const { id } = (await create({ title: 'Likeable' })).json();
    expect((await call('PUT', `/projects/${id}/like`, graceCookie)).json()).toEqual({
      liked: true,
      likeCount: 1,
    });
    expect((await call('PUT', `/projects/${id}/like`, graceCookie)).json()).toEqual({
      liked: true,
      likeCount: 1,
    });
    expect((await call('PUT', `/projects/${id}/like`, adaCookie)).json()).toEqual({
      liked: true,
      likeCount: 2,
    });
    expect((await call('GET', '/profiles/adaprojects/projects/likeable', graceCookie)).json()).toMatchObject({
      likeCount: 2,
      likedByMe: true,
    });
    expect((await call('DELETE', `/projects/${id}/like`, graceCookie)).json()).toEqual({
      liked: false,
      likeCount: 1,
    });
  });

  it('[VISITOR] an unpublished project is invisible to others, and cannot be liked; its owner still sees it', async () => {
    const [owner] = await harness.db
      .select({ id: projects.ownerId })
      .from(projects)
      .where(eq(projects.slug, 'likeable'));
    const hidden = await createProject(harness.db, owner?.id ?? '', { slug: 'draft', published: false });
    expect((await call('GET', '/profiles/adaprojects/projects/draft', '')).statusCode).toBe(404);
    expect((await call('GET', '/profiles/adaprojects/projects/draft', graceCookie)).statusCode).toBe(404);
    expect((await call('PUT', `/projects/${hidden.id}/like`, graceCookie)).statusCode).toBe(404);
    expect((await call('GET', '/profiles/adaprojects/projects/draft', adaCookie)).json()).toMatchObject({
      published: false,
      isOwner: true,
    });
  });
});
