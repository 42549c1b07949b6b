import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCreator, createFollow, createProject, createService } from '../../db/factories';
import { bannedUsers, projectComments, projects, services, users } from '../../db/schema/index';
import { buildTestApp } from '../../test/build-test-app';
import { formWith, makeImage } from '../../test/images';
import { nextClientAddress, signInAs } from '../../test/sign-in';

describe('your data: export and account deletion', () => {
  let harness: Awaited<ReturnType<typeof buildTestApp>>;
  let ada: Awaited<ReturnType<typeof createCreator>>;
  let grace: Awaited<ReturnType<typeof createCreator>>;
  let adaCookie: string;
  let adaProjectId: string;
  let graceProjectId: string;

  beforeAll(async () => {
    harness = await buildTestApp();
    ada = await createCreator(harness.db, { handle: 'adadata', user: { email: 'ada-data@example.test' } });
    grace = await createCreator(harness.db, {
      handle: 'gracedata',
      user: { email: 'grace-data@example.test' },
    });
    adaProjectId = (await createProject(harness.db, ada.profile.id, { title: 'Analytical Engine' })).id;
    graceProjectId = (await createProject(harness.db, grace.profile.id, { title: 'Compiler' })).id;
    await createService(harness.db, ada.profile.id);
    await createFollow(harness.db, grace.user.id, ada.user.id);
    await createFollow(harness.db, ada.user.id, grace.user.id);
    await harness.db
      .insert(projectComments)
      .values({ projectId: graceProjectId, userId: ada.user.id, content: 'Lovely work, Grace.' });
    adaCookie = await signInAs(harness.app, 'ada-data@example.test');
  });
  afterAll(() => harness.close());

  const exportData = (cookie: string) =>
    harness.app.inject({ method: 'GET', url: '/api/account/export', headers: { cookie } });
  const deleteAccount = (cookie: string, payload: object, headers: Record<string, string> = {}) =>
    harness.app.inject({
      method: 'DELETE',
      url: '/api/account',
      payload,
      headers: { cookie, ...headers },
      remoteAddress: nextClientAddress(),
    });

  it('[ANON] may not export or delete', async () => {
    expect((await exportData('')).statusCode).toBe(401);
    expect((await deleteAccount('', { confirmation: 'adadata', password: 'x' })).statusCode).toBe(401);
  });

  it('[USER] downloads everything the account owns as a JSON file', async () => {
    const response = await exportData(adaCookie);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="atelier-adadata-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(response.headers['cache-control']).toBe('no-store');
    const data = response.json();
    expect(data.account).toMatchObject({ email: 'ada-data@example.test', twoFactorEnabled: false });
    expect(data.profile.handle).toBe('adadata');
    expect(data.projects.map((project: { title: string }) => project.title)).toEqual(['Analytical Engine']);
    expect(data.services).toHaveLength(1);
    expect(data.following).toEqual([expect.objectContaining({ handle: 'gracedata' })]);
    expect(data.followers).toEqual([expect.objectContaining({ handle: 'gracedata' })]);
    expect(data.commentsYouWrote.map((comment: { content: string }) => comment.content)).toEqual([
      'Lovely work, Grace.',
    ]);
    expect(data.signedInDevices.length).toBeGreaterThan(0);
  });

  it('[USER] the export holds no secret, not even hashed ones', async () => {
    const [row] = await harness.db.select().from(users).where(eq(users.id, ada.user.id));
    const body = (await exportData(adaCookie)).body;
    expect(body).not.toContain(row?.passwordHash);
    expect(body).not.toMatch(/tokenHash|passwordHash|secretEncrypted|codeHash/);
  });

  it("[USER] the export holds only the caller's data", async () => {
    const data = (await exportData(adaCookie)).json();
    expect(JSON.stringify(data)).not.toContain('grace-data@example.test');
    expect(data.projects.some((project: { id: string }) => project.id === graceProjectId)).toBe(false);
  });

  it('[USER] deletion needs the handle typed exactly and the right password', async () => {
    const wrongHandle = await deleteAccount(adaCookie, {
      confirmation: 'gracedata',
      password: 'Correct-Horse-42!',
    });
    expect(wrongHandle.statusCode).toBe(400);
    expect(wrongHandle.json().fields).toEqual({ confirmation: 'handleMismatch' });
    const wrongPassword = await deleteAccount(adaCookie, {
      confirmation: 'adadata',
      password: 'Wrong-Horse-42!',
    });
    expect(wrongPassword.statusCode).toBe(403);
    expect(wrongPassword.json().fields).toEqual({ password: 'invalidPassword' });
    expect(await harness.db.select().from(users).where(eq(users.id, ada.user.id))).toHaveLength(1);
  });

  it('[USER] a cross-site deletion is refused', async () => {
    const response = await deleteAccount(
      adaCookie,
      { confirmation: 'adadata', password: 'Correct-Horse-42!' },
      { origin: 'https://evil.example' },
    );
    expect(response.statusCode).toBe(403);
    expect(await harness.db.select().from(users).where(eq(users.id, ada.user.id))).toHaveLength(1);
  });

  it('[BANNED] may not delete the account (a ban is not escaped by starting over)', async () => {
    const banned = await createCreator(harness.db, {
      handle: 'bannedcarl',
      user: { email: 'carl@example.test' },
    });
    const cookie = await signInAs(harness.app, 'carl@example.test');
    await harness.db.insert(bannedUsers).values({ userId: banned.user.id, reason: 'Spam' });
    expect(
      (await deleteAccount(cookie, { confirmation: 'bannedcarl', password: 'Correct-Horse-42!' })).statusCode,
    ).toBe(403);
  });

  it('[USER] deletes the account: content removed, comments kept without a name, files gone, signed out', async () => {
    const upload = await harness.app.inject({
      method: 'POST',
      url: '/api/profile/avatar',
      payload: formWith('file', await makeImage(100, 100)),
      headers: { cookie: adaCookie },
      remoteAddress: nextClientAddress(),
    });
    const avatarFile = path.join(
      harness.uploadsDir,
      ...upload.json().avatarUrl.replace('/uploads/', '').split('/'),
    );
    expect(existsSync(avatarFile)).toBe(true);

    const response = await deleteAccount(adaCookie, {
      confirmation: ' AdaData ',
      password: 'Correct-Horse-42!',
    });
    expect(response.statusCode).toBe(204);
    expect(response.cookies.find((cookie) => cookie.name === 'atelier_session')?.value).toBe('');

    expect(await harness.db.select().from(users).where(eq(users.id, ada.user.id))).toHaveLength(0);
    expect(await harness.db.select().from(projects).where(eq(projects.id, adaProjectId))).toHaveLength(0);
    expect(
      await harness.db.select().from(services).where(eq(services.profileId, ada.profile.id)),
    ).toHaveLength(0);
    const [comment] = await harness.db
      .select()
      .from(projectComments)
      .where(eq(projectComments.projectId, graceProjectId));
    expect(comment).toMatchObject({ content: 'Lovely work, Grace.', userId: null });
    expect(existsSync(avatarFile)).toBe(false);
    expect(harness.mail.sent.at(-1)).toMatchObject({
      to: 'ada-data@example.test',
      subject: 'Your Atelier account was deleted',
    });

    const session = await harness.app.inject({
      method: 'GET',
      url: '/api/auth/session',
      headers: { cookie: adaCookie },
    });
    expect(session.json().user ?? null).toBeNull();
    expect(await harness.db.select().from(users).where(eq(users.id, grace.user.id))).toHaveLength(1);
  });
});
