import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCreator, createProject } from '../../db/factories';
import { projectComments, userRoles, users } from '../../db/schema/index';
import { buildTestApp } from '../../test/build-test-app';
import { openEventStream } from '../../test/event-stream';
import { nextClientAddress, signInAs } from '../../test/sign-in';

describe('project comments and notifications', () => {
  let harness: Awaited<ReturnType<typeof buildTestApp>>;
  let baseUrl: string;
  let projectId: string;
  let adaCookie: string;
  let graceCookie: string;
  let adminCookie: string;

  beforeAll(async () => {
    harness = await buildTestApp();
    await harness.app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(harness.app.server.address() as AddressInfo).port}`;
    const ada = await createCreator(harness.db, {
      handle: 'adacomments',
      user: { email: 'ada-c@example.test' },
    });
    await createCreator(harness.db, {
      handle: 'gracecomments',
      displayName: 'Grace H',
      user: { email: 'grace-c@example.test' },
    });
    const admin = await createCreator(harness.db, {
      handle: 'admincomments',
      user: { email: 'admin-c@example.test' },
    });
    await harness.db.insert(userRoles).values({ userId: admin.user.id, role: 'admin' });
    projectId = (await createProject(harness.db, ada.profile.id, { title: 'Engine', slug: 'engine' })).id;
    adaCookie = await signInAs(harness.app, 'ada-c@example.test');
    graceCookie = await signInAs(harness.app, 'grace-c@example.test');
    adminCookie = await signInAs(harness.app, 'admin-c@example.test');
  });
  afterAll(() => harness.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, cookie = '', payload?: object) =>
    harness.app.inject({
      method,
      url: `/api${url}`,
      headers: { cookie },
      payload,
      remoteAddress: nextClientAddress(),
    });
  const list = async (cookie = '') => (await call('GET', `/projects/${projectId}/comments`, cookie)).json();

  it('[VISITOR] reads comments but may not post', async () => {
    expect(await list()).toEqual([]);
    const response = await call('POST', `/projects/${projectId}/comments`, '', { content: 'Hi' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ messageId: 'signInToComment' });
  });

  it('[USER] posts a comment; the owner is notified live and every open tab hears of it', async () => {
    const ownerTab = await openEventStream(baseUrl, adaCookie);
    const adminTab = await openEventStream(baseUrl, adminCookie);
    await ownerTab.received('ready');
    await adminTab.received('ready');

    const posted = await call('POST', `/projects/${projectId}/comments`, graceCookie, {
      content: '  Lovely engine!  ',
    });
    expect(posted.statusCode).toBe(201);
    await ownerTab.received('comments');
    await adminTab.received('comments');
    await ownerTab.received('notifications');
    expect(adminTab.events).not.toContain('notifications');
    ownerTab.close();
    adminTab.close();

    const [comment] = await list(graceCookie);
    expect(comment).toMatchObject({
      content: 'Lovely engine!',
      editedAt: null,
      author: { handle: 'gracecomments', displayName: 'Grace H' },
      canEdit: true,
      canDelete: true,
    });
    const notifications = (await call('GET', '/notifications', adaCookie)).json();
    expect(notifications.unreadCount).toBe(1);
    expect(notifications.items[0]).toMatchObject({
      title: 'New comment',
      message: 'Grace H commented on Engine',
      link: '/adacomments/engine',
      read: false,
    });
  });

  it("[USER] commenting on one's own project notifies no one", async () => {
    await call('POST', `/projects/${projectId}/comments`, adaCookie, { content: 'Thanks all' });
    expect((await call('GET', '/notifications', adaCookie)).json().unreadCount).toBe(1);
  });

  it('[USER] a comment is 1 to 2000 characters', async () => {
    expect(
      (await call('POST', `/projects/${projectId}/comments`, graceCookie, { content: '   ' })).json().fields,
    ).toEqual({
      content: 'commentRequired',
    });
    const long = await call('POST', `/projects/${projectId}/comments`, graceCookie, {
      content: 'x'.repeat(2001),
    });
    expect(long.json().fields).toEqual({ content: 'commentTooLong' });
  });

  it('[USER] only the author edits a comment; an edit is marked', async () => {
    const [latest, graces] = await list(graceCookie);
    expect(latest.canEdit).toBe(false);
    expect((await call('PUT', `/comments/${graces.id}`, adaCookie, { content: 'Hijacked' })).statusCode).toBe(
      403,
    );
    expect(
      (await call('PUT', `/comments/${graces.id}`, adminCookie, { content: 'Hijacked' })).statusCode,
    ).toBe(403);
    expect(
      (await call('PUT', `/comments/${graces.id}`, graceCookie, { content: 'Lovely engine, truly!' }))
        .statusCode,
    ).toBe(204);
    const edited = (await list()).find((comment: { id: string }) => comment.id === graces.id);
    expect(edited).toMatchObject({ content: 'Lovely engine, truly!', canEdit: false, canDelete: false });
    expect(edited.editedAt).not.toBeNull();
  });

  it("[USER] may not delete another user's comment; an admin may, and the deletion is soft", async () => {
    const [, graces] = await list();
    expect((await call('DELETE', `/comments/${graces.id}`, adaCookie)).statusCode).toBe(403);
    expect((await list(adminCookie)).every((comment: { canDelete: boolean }) => comment.canDelete)).toBe(
      true,
    );
    expect((await call('DELETE', `/comments/${graces.id}`, adminCookie)).statusCode).toBe(204);
    expect((await list()).map((comment: { id: string }) => comment.id)).not.toContain(graces.id);
    const [row] = await harness.db.select().from(projectComments).where(eq(projectComments.id, graces.id));
    expect(row?.deletedAt).not.toBeNull();
    expect((await call('PUT', `/comments/${graces.id}`, graceCookie, { content: 'Back' })).statusCode).toBe(
      404,
    );
  });

  it('[USER] a comment whose author is gone shows no author', async () => {
    const gone = await createCreator(harness.db, { handle: 'gonecommenter' });
    await harness.db.insert(projectComments).values({ projectId, userId: gone.user.id, content: 'Bye' });
    await harness.db.delete(users).where(eq(users.id, gone.user.id));
    const orphan = (await list()).find((comment: { content: string }) => comment.content === 'Bye');
    expect(orphan.author).toBeNull();
  });

  it('[USER] marks a notification read, then all; only their own', async () => {
    const { items } = (await call('GET', '/notifications', adaCookie)).json();
    expect((await call('POST', `/notifications/${items[0].id}/read`, graceCookie)).statusCode).toBe(404);
    expect((await call('POST', `/notifications/${items[0].id}/read`, adaCookie)).statusCode).toBe(204);
    expect((await call('GET', '/notifications', adaCookie)).json().unreadCount).toBe(0);
    await call('PUT', '/profiles/adacomments/follow', graceCookie);
    const afterFollow = (await call('GET', '/notifications', adaCookie)).json();
    expect(afterFollow.items[0]).toMatchObject({
      type: 'new_follower',
      title: 'New follower',
      link: '/gracecomments',
    });
    expect((await call('POST', '/notifications/read-all', adaCookie)).statusCode).toBe(204);
    expect((await call('GET', '/notifications', adaCookie)).json().unreadCount).toBe(0);
  });

  it('[VISITOR] has no notifications to read', async () => {
    expect((await call('GET', '/notifications')).statusCode).toBe(401);
    expect((await call('POST', '/notifications/read-all')).statusCode).toBe(401);
  });
});
