import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  createBan,
  createBlock,
  createComment,
  createConversation,
  createCreator,
  createFollow,
  createMessage,
  createProject,
  createService,
  type Creator,
} from '#server/seed/factories';
import { projectComments, projects, services, users } from '#server/db/schema/index';
import { buildTestApp, type TestApp } from '#server/test/build-test-app';
import type { ApiClient, ApiHeaders } from '#server/test/clients';
import { formWith, makeImage } from '#server/test/images';

describe('your data: export and account deletion', () => {
  let testApp: TestApp;
  let ada: Creator;
  let grace: Creator;
  let adaClient: ApiClient;
  let visitor: ApiClient;
  let adaProjectId: string;
  let graceProjectId: string;

  beforeAll(async () => {
    testApp = await buildTestApp();
    ada = await createCreator(testApp.db, { handle: 'adadata', user: { email: 'ada-data@example.test' } });
    grace = await createCreator(testApp.db, {
      handle: 'gracedata',
      user: { email: 'grace-data@example.test' },
    });
    adaProjectId = (await createProject(testApp.db, ada.profile.id, { title: 'Analytical Engine' })).id;
    graceProjectId = (await createProject(testApp.db, grace.profile.id, { title: 'Compiler' })).id;
    await createService(testApp.db, ada.profile.id);
    await createFollow(testApp.db, grace.user.id, ada.user.id);
    await createFollow(testApp.db, ada.user.id, grace.user.id);
    await createComment(testApp.db, graceProjectId, ada.user.id, { content: 'Lovely work, Grace.' });
    const conversation = await createConversation(testApp.db, ada.user.id, grace.user.id);
    await createMessage(testApp.db, conversation.id, ada.user.id, { content: 'Hello from Ada' });
    const linus = await createCreator(testApp.db, { handle: 'linusdata' });
    await createBlock(testApp.db, ada.user.id, linus.user.id);
  });
  beforeEach(async () => {
    adaClient = await testApp.as(ada);
    visitor = testApp.visitor();
  });
  afterAll(() => testApp.close());

  const exportData = (client: ApiClient) => client.get('/api/account/export');
  const deleteAccount = (client: ApiClient, payload: object, headers?: ApiHeaders) =>
    client.delete('/api/account', payload, headers);

  it('[ANON] may not export or delete', async () => {
    expect((await exportData(visitor)).statusCode).toBe(401);
    expect((await deleteAccount(visitor, { confirmation: 'adadata', password: 'x' })).statusCode).toBe(401);
  });

  it('[USER] downloads everything the account owns as a JSON file', async () => {
    const response = await exportData(adaClient);
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
    expect(data.messagesYouSent.map((message: { content: string }) => message.content)).toEqual([
      'Hello from Ada',
    ]);
    expect(data.membersYouBlocked).toEqual([expect.objectContaining({ handle: 'linusdata' })]);
    expect(data.signedInDevices.length).toBeGreaterThan(0);
  });

  it('[USER] the export holds no secret, not even hashed ones', async () => {
    const [row] = await testApp.db.select().from(users).where(eq(users.id, ada.user.id));
    const body = (await exportData(adaClient)).body;
    expect(body).not.toContain(row?.passwordHash);
    expect(body).not.toMatch(/tokenHash|passwordHash|secretEncrypted|codeHash/);
  });

  it("[USER] the export holds only the caller's data", async () => {
    const data = (await exportData(adaClient)).json();
    expect(JSON.stringify(data)).not.toContain('grace-data@example.test');
    expect(data.projects.some((project: { id: string }) => project.id === graceProjectId)).toBe(false);
  });

  it('[USER] deletion needs the handle typed exactly and the right password', async () => {
    const wrongHandle = await deleteAccount(adaClient, {
      confirmation: 'gracedata',
      password: 'Correct-Horse-42!',
    });
    expect(wrongHandle.statusCode).toBe(400);
    expect(wrongHandle.json().fields).toEqual({ confirmation: 'handleMismatch' });
    const wrongPassword = await deleteAccount(adaClient, {
      confirmation: 'adadata',
      password: 'Wrong-Horse-42!',
    });
    expect(wrongPassword.statusCode).toBe(403);
    expect(wrongPassword.json().fields).toEqual({ password: 'invalidPassword' });
    expect(await testApp.db.select().from(users).where(eq(users.id, ada.user.id))).toHaveLength(1);
  });

  it('[USER] a cross-site deletion is refused', async () => {
    const response = await deleteAccount(
      adaClient,
      { confirmation: 'adadata', password: 'Correct-Horse-42!' },
      { origin: 'https://evil.example' },
    );
    expect(response.statusCode).toBe(403);
    expect(await testApp.db.select().from(users).where(eq(users.id, ada.user.id))).toHaveLength(1);
  });

  it('[BANNED] may not delete the account (a ban is not escaped by starting over)', async () => {
    const banned = await createCreator(testApp.db, { handle: 'bannedcarl' });
    const carl = await testApp.as(banned);
    await createBan(testApp.db, banned.user.id, { reason: 'Spam' });
    expect(
      (await deleteAccount(carl, { confirmation: 'bannedcarl', password: 'Correct-Horse-42!' })).statusCode,
    ).toBe(403);
  });

  it('[USER] deletes the account: content removed, comments kept without a name, files gone, signed out', async () => {
    const upload = await adaClient.post('/api/profile/avatar', formWith('file', await makeImage(100, 100)));
    const avatarFile = path.join(
      testApp.uploadsDir,
      ...upload.json().avatarUrl.replace('/uploads/', '').split('/'),
    );
    const smallAvatarFile = avatarFile.replace('.w400.', '.w96.');
    expect([existsSync(avatarFile), existsSync(smallAvatarFile)]).toEqual([true, true]);

    const response = await deleteAccount(adaClient, {
      confirmation: ' AdaData ',
      password: 'Correct-Horse-42!',
    });
    expect(response.statusCode).toBe(204);
    expect(response.cookies.find((cookie) => cookie.name === 'atelier_session')?.value).toBe('');

    expect(await testApp.db.select().from(users).where(eq(users.id, ada.user.id))).toHaveLength(0);
    expect(await testApp.db.select().from(projects).where(eq(projects.id, adaProjectId))).toHaveLength(0);
    expect(
      await testApp.db.select().from(services).where(eq(services.profileId, ada.profile.id)),
    ).toHaveLength(0);
    const [comment] = await testApp.db
      .select()
      .from(projectComments)
      .where(eq(projectComments.projectId, graceProjectId));
    expect(comment).toMatchObject({ content: 'Lovely work, Grace.', userId: null });
    expect([existsSync(avatarFile), existsSync(smallAvatarFile)]).toEqual([false, false]);
    expect((await testApp.mail.delivered()).at(-1)).toMatchObject({
      to: 'ada-data@example.test',
      subject: 'Your Atelier account was deleted',
    });

    const session = await adaClient.get('/api/auth/session');
    expect(session.json().user ?? null).toBeNull();
    expect(await testApp.db.select().from(users).where(eq(users.id, grace.user.id))).toHaveLength(1);
  });
});
