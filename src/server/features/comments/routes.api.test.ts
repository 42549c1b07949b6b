import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createBlock, createComment, createCreator, createProject } from '#server/seed/factories';
import {
  notificationSettings,
  notifications,
  profiles,
  projectComments,
  users,
} from '#server/db/schema/index';
import { buildTestApp, type TestApp } from '#server/test/build-test-app';
import type { ApiClient, TestUser } from '#server/test/clients';
import { openEventStream } from '#server/test/event-stream';

describe('project comments and notifications', () => {
  let testApp: TestApp;
  let baseUrl: string;
  let projectId: string;
  let adaUser: TestUser;
  let graceUser: TestUser;
  let adminUser: TestUser;
  let ada: ApiClient;
  let grace: ApiClient;
  let admin: ApiClient;
  let visitor: ApiClient;

  beforeAll(async () => {
    testApp = await buildTestApp();
    await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(testApp.app.server.address() as AddressInfo).port}`;
    const adaCreator = await createCreator(testApp.db, { handle: 'adacomments' });
    adaUser = adaCreator.user;
    graceUser = (await createCreator(testApp.db, { handle: 'gracecomments', displayName: 'Grace H' })).user;
    adminUser = (await testApp.asStaff('admin', { handle: 'admincomments' })).user;
    projectId = (await createProject(testApp.db, adaCreator.profile.id, { title: 'Engine', slug: 'engine' }))
      .id;
  });
  beforeEach(async () => {
    ada = await testApp.as(adaUser);
    grace = await testApp.as(graceUser);
    admin = await testApp.as(adminUser);
    visitor = testApp.visitor();
  });
  afterAll(() => testApp.close());

  const list = async (client = visitor) => (await client.get(`/api/projects/${projectId}/comments`)).json();

  it('[VISITOR] reads comments but may not post', async () => {
    expect(await list()).toEqual([]);
    const response = await visitor.post(`/api/projects/${projectId}/comments`, { content: 'Hi' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ messageId: 'signInToComment' });
  });

  it('[USER] posts a comment; the owner is notified live and every open tab hears of it', async () => {
    const ownerTab = await openEventStream(baseUrl, ada.cookie);
    const adminTab = await openEventStream(baseUrl, admin.cookie);
    await ownerTab.received('ready');
    await adminTab.received('ready');

    const posted = await grace.post(`/api/projects/${projectId}/comments`, {
      content: '  Lovely engine!  ',
    });
    expect(posted.statusCode).toBe(201);
    await ownerTab.received('comments');
    await adminTab.received('comments');
    await ownerTab.received('notifications');
    expect(adminTab.events).not.toContain('notifications');
    ownerTab.close();
    adminTab.close();

    const [comment] = await list(grace);
    expect(comment).toMatchObject({
      content: 'Lovely engine!',
      editedAt: null,
      author: { handle: 'gracecomments', displayName: 'Grace H' },
      canEdit: true,
      canDelete: true,
    });
    const notifications = (await ada.get('/api/notifications')).json();
    expect(notifications.unreadCount).toBe(1);
    expect(notifications.items[0]).toMatchObject({
      title: 'New comment',
      message: 'Grace H commented on Engine',
      link: '/adacomments/engine',
      read: false,
    });
  });

  it("[USER] commenting on one's own project notifies no one", async () => {
    await ada.post(`/api/projects/${projectId}/comments`, { content: 'Thanks all' });
    expect((await ada.get('/api/notifications')).json().unreadCount).toBe(1);
  });

  it('[USER] a comment is 1 to 2000 characters', async () => {
    expect(
      (await grace.post(`/api/projects/${projectId}/comments`, { content: '   ' })).json().fields,
    ).toEqual({
      content: 'commentRequired',
    });
    const long = await grace.post(`/api/projects/${projectId}/comments`, {
      content: 'x'.repeat(2001),
    });
    expect(long.json().fields).toEqual({ content: 'commentTooLong' });
  });

  it('[USER] only the author edits a comment; an edit is marked', async () => {
    const [latest, graces] = await list(grace);
    expect(latest.canEdit).toBe(false);
    expect((await ada.put(`/api/comments/${graces.id}`, { content: 'Hijacked' })).statusCode).toBe(403);
    expect((await admin.put(`/api/comments/${graces.id}`, { content: 'Hijacked' })).statusCode).toBe(403);
    expect(
      (await grace.put(`/api/comments/${graces.id}`, { content: 'Lovely engine, truly!' })).statusCode,
    ).toBe(204);
    const edited = (await list()).find((comment: { id: string }) => comment.id === graces.id);
    expect(edited).toMatchObject({ content: 'Lovely engine, truly!', canEdit: false, canDelete: false });
    expect(edited.editedAt).not.toBeNull();
  });

  it("[USER] may not delete another user's comment; an admin may, and the deletion is soft", async () => {
    const [, graces] = await list();
    expect((await ada.delete(`/api/comments/${graces.id}`)).statusCode).toBe(403);
    expect((await list(admin)).every((comment: { canDelete: boolean }) => comment.canDelete)).toBe(true);
    expect((await admin.delete(`/api/comments/${graces.id}`)).statusCode).toBe(204);
    expect((await list()).map((comment: { id: string }) => comment.id)).not.toContain(graces.id);
    const [row] = await testApp.db.select().from(projectComments).where(eq(projectComments.id, graces.id));
    expect(row?.deletedAt).not.toBeNull();
    expect((await grace.put(`/api/comments/${graces.id}`, { content: 'Back' })).statusCode).toBe(404);
  });

  it('[USER] a comment whose author is gone shows no author', async () => {
    const gone = await createCreator(testApp.db, { handle: 'gonecommenter' });
    await createComment(testApp.db, projectId, gone.user.id, { content: 'Bye' });
    await testApp.db.delete(users).where(eq(users.id, gone.user.id));
    const orphan = (await list()).find((comment: { content: string }) => comment.content === 'Bye');
    expect(orphan.author).toBeNull();
  });

  it('[USER] marks a notification read, then all; only their own', async () => {
    const { items } = (await ada.get('/api/notifications')).json();
    expect((await grace.post(`/api/notifications/${items[0].id}/read`)).statusCode).toBe(404);
    expect((await ada.post(`/api/notifications/${items[0].id}/read`)).statusCode).toBe(204);
    expect((await ada.get('/api/notifications')).json().unreadCount).toBe(0);
    await grace.put('/api/profiles/adacomments/follow');
    const afterFollow = (await ada.get('/api/notifications')).json();
    expect(afterFollow.items[0]).toMatchObject({
      type: 'new_follower',
      title: 'New follower',
      link: '/gracecomments',
    });
    expect((await ada.post('/api/notifications/read-all')).statusCode).toBe(204);
    expect((await ada.get('/api/notifications')).json().unreadCount).toBe(0);
  });

  it('[VISITOR] has no notifications to read', async () => {
    expect((await visitor.get('/api/notifications')).statusCode).toBe(401);
    expect((await visitor.post('/api/notifications/read-all')).statusCode).toBe(401);
  });

  it('[USER] a comment tells the others who commented there (a reply), not its author, and no one across a block', async () => {
    const owner = await createCreator(testApp.db, { handle: 'threadowner' });
    const thread = await createProject(testApp.db, owner.profile.id, { title: 'Loom', slug: 'loom' });
    const earlier = await createCreator(testApp.db, { handle: 'earliercommenter' });
    const blocker = await createCreator(testApp.db, { handle: 'blockingcommenter' });
    // One reads Atelier in Spanish; one turned replies off (notifications/notify.ts, notifyEach).
    const inSpanish = await createCreator(testApp.db, { handle: 'spanishcommenter' });
    const quiet = await createCreator(testApp.db, { handle: 'quietcommenter' });
    await testApp.db
      .update(profiles)
      .set({ preferences: { language: 'es' } })
      .where(eq(profiles.userId, inSpanish.user.id));
    await testApp.db
      .insert(notificationSettings)
      .values({ userId: quiet.user.id, kind: 'commentReply', delivery: 'off' });
    for (const commenter of [earlier, blocker, inSpanish, quiet])
      await createComment(testApp.db, thread.id, commenter.user.id);
    await createComment(testApp.db, thread.id, graceUser.id);
    await createBlock(testApp.db, blocker.user.id, graceUser.id);

    const posted = await grace.post(`/api/projects/${thread.id}/comments`, { content: 'Lovely weave' });
    expect(posted.statusCode).toBe(201);
    await testApp.app.jobs.settled();
    const told = async (userId: string) =>
      testApp.db
        .select({ kind: notifications.kind, message: notifications.message, link: notifications.link })
        .from(notifications)
        .where(eq(notifications.userId, userId));
    expect(await told(earlier.user.id)).toEqual([
      { kind: 'commentReply', message: 'Grace H also commented on Loom', link: '/threadowner/loom' },
    ]);
    expect(await told(owner.user.id)).toEqual([
      { kind: 'projectComment', message: 'Grace H commented on Loom', link: '/threadowner/loom' },
    ]);
    expect(await told(blocker.user.id)).toEqual([]);
    expect(await told(quiet.user.id)).toEqual([]);
    const [spanish] = await told(inSpanish.user.id);
    expect(spanish).toMatchObject({ kind: 'commentReply', link: '/threadowner/loom' });
    expect(spanish?.message).not.toBe('Grace H also commented on Loom');
    expect(spanish?.message).toContain('Loom');
    expect((await told(graceUser.id)).filter((row) => row.link === '/threadowner/loom')).toEqual([]);
    // Each reply mailed at once, as the kind's default says: to those told, in their language.
    const mailed = async (email: string) => (await testApp.mail.to(email)).map(({ subject }) => subject);
    expect(await mailed(earlier.user.email)).toHaveLength(1);
    expect(await mailed(inSpanish.user.email)).toHaveLength(1);
    expect(await mailed(inSpanish.user.email)).not.toEqual(await mailed(earlier.user.email));
    expect(await mailed(quiet.user.email)).toEqual([]);
    expect(await mailed(blocker.user.email)).toEqual([]);
  });
});
