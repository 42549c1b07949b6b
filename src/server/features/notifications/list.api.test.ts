import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTIFICATIONS_LIST_LIMIT } from '#shared/constants';
import type { NotificationList } from '#shared/schemas/notifications';
import { notifications } from '#server/db/schema/index';
import { createBan, createCreator, createNotification } from '#server/seed/factories';
import { buildTestApp, type TestApp } from '#server/test/build-test-app';
import type { TestUser } from '#server/test/clients';

describe('GET /api/notifications', () => {
  let testApp: TestApp;
  let ada: TestUser;
  let bo: TestUser;
  // Ada's 45 notifications, newest first: two full pages and five on the third.
  const adasTitles: string[] = [];

  beforeAll(async () => {
    testApp = await buildTestApp();
    ada = (await createCreator(testApp.db)).user;
    bo = (await createCreator(testApp.db)).user;
    const start = Date.parse('2026-03-01T10:00:00Z');
    for (let index = 0; index < 45; index += 1) {
      // Each two share their instant: the cursor's id orders them, and a page may end between them.
      const createdAt = new Date(start + Math.floor(index / 2) * 60_000);
      await createNotification(testApp.db, ada.id, {
        title: `Ada ${index}`,
        link: `/somewhere/${index}`,
        read: index < 40,
        createdAt,
      });
    }
    await createNotification(testApp.db, bo.id, { title: 'For Bo only' });
    const newestFirst = await testApp.db.query.notifications.findMany({
      where: (table, { eq: equals }) => equals(table.userId, ada.id),
      orderBy: (table, { desc }) => [desc(table.createdAt), desc(table.id)],
    });
    adasTitles.push(...newestFirst.map((row) => row.title));
  });
  afterAll(() => testApp.close());

  it('[VISITOR] is asked to sign in', async () => {
    const response = await testApp.visitor().get('/api/notifications');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'unauthenticated' });
  });

  it('[USER] reads their own in keyset pages of 20, newest first, each once, with the unread count', async () => {
    const client = await testApp.as(ada);
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const url: string = cursor ? `/api/notifications?cursor=${cursor}` : '/api/notifications';
      const response = await client.get(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      const page = response.json<NotificationList>();
      expect(page.items.length).toBeLessThanOrEqual(NOTIFICATIONS_LIST_LIMIT);
      expect(page.unreadCount).toBe(5);
      seen.push(...page.items.map((item) => item.title));
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor);
    expect(pages).toBe(3);
    expect(seen).toEqual(adasTitles);
    expect(seen).not.toContain('For Bo only');
  });

  it('[USER] a notification arriving between pages shifts nothing: the next page goes on where the last ended', async () => {
    const client = await testApp.as(ada);
    const first = (await client.get('/api/notifications')).json<NotificationList>();
    const fresh = await createNotification(testApp.db, ada.id, { title: 'Arrived meanwhile' });
    const second = (
      await client.get(`/api/notifications?cursor=${first.nextCursor}`)
    ).json<NotificationList>();
    expect(second.items.map((item) => item.title)).toEqual(adasTitles.slice(20, 40));
    expect(second.unreadCount).toBe(6);
    const again = (await client.get('/api/notifications')).json<NotificationList>();
    expect(again.items[0]?.id).toBe(fresh.id);
    await testApp.db.delete(notifications).where(eq(notifications.id, fresh.id));
  });

  it('[USER] [STAFF] see only their own, whatever cursor they send', async () => {
    const adasFirst = (await (await testApp.as(ada)).get('/api/notifications')).json<NotificationList>();
    const boClient = await testApp.as(bo);
    const bosOwn = (await boClient.get('/api/notifications')).json<NotificationList>();
    expect(bosOwn.items.map((item) => item.title)).toEqual(['For Bo only']);
    expect(bosOwn.nextCursor).toBeNull();
    // Ada's cursor in Bo's hands reads on in Bo's list, which has nothing older.
    const borrowed = await boClient.get(`/api/notifications?cursor=${adasFirst.nextCursor}`);
    expect(borrowed.statusCode).toBe(200);
    expect(borrowed.json<NotificationList>().items.map((item) => item.title)).not.toContain('Ada 0');

    const admin = await testApp.asStaff('admin');
    const staffList = (await admin.get('/api/notifications')).json<NotificationList>();
    expect(staffList.items.map((item) => item.title).some((title) => title.startsWith('Ada'))).toBe(false);
  });

  it('[ATTACKER] a cursor the server did not make is refused with 400', async () => {
    const client = await testApp.as(ada);
    for (const cursor of ['not-a-cursor', Buffer.from('["x","y"]').toString('base64url'), 'a'.repeat(300)]) {
      const response = await client.get(`/api/notifications?cursor=${cursor}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'validation_failed' });
    }
  });

  it('[BANNED] is refused during the ban', async () => {
    const banned = await createCreator(testApp.db);
    await createNotification(testApp.db, banned.user.id, { title: 'Before the ban' });
    const client = await testApp.as(banned.user);
    await createBan(testApp.db, banned.user.id);
    const response = await client.get('/api/notifications');
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'banned' });
  });
});
