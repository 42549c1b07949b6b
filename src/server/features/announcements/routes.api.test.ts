import type { AddressInfo } from 'node:net';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANNOUNCEMENT_MESSAGE_MAX_LENGTH, ANNOUNCEMENT_TITLE_MAX_LENGTH } from '#shared/constants';
import { createAnnouncement, createCreator } from '#server/seed/factories';
import { announcements, auditEvents, notifications, users } from '#server/db/schema/index';
import { buildTestApp, type TestApp } from '#server/test/build-test-app';
import type { MemberClient, StaffClient } from '#server/test/clients';
import { openEventStream } from '#server/test/event-stream';

const valid = { title: 'Scheduled maintenance', message: 'Atelier is read-only on Sunday 02:00-03:00 UTC.' };

describe('announcements', () => {
  let testApp: TestApp;
  let baseUrl: string;
  let owner: StaffClient;
  let admin: StaffClient;
  let member: MemberClient;
  let other: MemberClient;

  beforeAll(async () => {
    testApp = await buildTestApp();
    await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(testApp.app.server.address() as AddressInfo).port}`;
    owner = await testApp.asStaff('owner');
    admin = await testApp.asStaff('admin');
    member = await testApp.as(await createCreator(testApp.db));
    other = await testApp.as(await createCreator(testApp.db));
  });
  afterAll(() => testApp.close());

  const auditOf = async (kind: 'announcement_created' | 'announcement_deactivated', announcementId: string) =>
    (await testApp.db.select().from(auditEvents).where(eq(auditEvents.kind, kind))).filter(
      (event) => event.detail.announcementId === announcementId,
    );

  it('[OWNER] publishes one: exactly one announcement notification per member, live to open tabs, audited', async () => {
    const stream = await openEventStream(baseUrl, member.cookie);
    await stream.received('ready');
    const title = `Hello everyone ${Date.now()}`;
    const response = await owner.post('/api/admin/announcements', { ...valid, title });
    expect(response.statusCode, response.body).toBe(201);
    const [members] = await testApp.db.select({ total: count() }).from(users);
    expect(response.json()).toEqual({ id: expect.any(String), notified: members?.total });
    // The banner is live at once; every member's notification follows from the queue.
    await stream.received('announcements');
    await testApp.app.jobs.settled();

    const sent = await testApp.db
      .select({ userId: notifications.userId, type: notifications.type, message: notifications.message })
      .from(notifications)
      .where(eq(notifications.title, title));
    expect(sent).toHaveLength(members?.total ?? -1);
    expect(new Set(sent.map((row) => row.userId)).size).toBe(sent.length);
    expect(sent.every((row) => row.type === 'announcement' && row.message === valid.message)).toBe(true);
    await stream.received('notifications');
    stream.close();

    const [audit] = await auditOf('announcement_created', response.json().id);
    expect(audit).toMatchObject({ actorUserId: owner.user.id, detail: { title } });

    const banners = (await member.get('/api/announcements')).json();
    expect(banners[0]).toMatchObject({ id: response.json().id, title, message: valid.message });
  });

  it.each([
    [{ title: '', message: 'Hello' }, 'title', 'announcementFieldsRequired'],
    [{ title: 'Hello', message: '   ' }, 'message', 'announcementFieldsRequired'],
    [
      { title: 'x'.repeat(ANNOUNCEMENT_TITLE_MAX_LENGTH + 1), message: 'Hi' },
      'title',
      'announcementTitleTooLong',
    ],
    [
      { title: 'Hi', message: 'x'.repeat(ANNOUNCEMENT_MESSAGE_MAX_LENGTH + 1) },
      'message',
      'announcementMessageTooLong',
    ],
  ])('[ADMIN] is refused %j (%s: %s), and nothing is sent', async (body, field, messageId) => {
    const [before] = await testApp.db.select({ total: count() }).from(notifications);
    const response = await admin.post('/api/admin/announcements', body);
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toMatchObject({ [field]: messageId });
    const [after] = await testApp.db.select({ total: count() }).from(notifications);
    expect(after?.total).toBe(before?.total);
  });

  it('[ADMIN] accepts the limits exactly, and stores $ and quotes as text', async () => {
    const title = '$1 "off" '.padEnd(ANNOUNCEMENT_TITLE_MAX_LENGTH, 'x');
    const message = "$$ '; drop table users; -- ".padEnd(ANNOUNCEMENT_MESSAGE_MAX_LENGTH, 'y');
    expect(title).toHaveLength(ANNOUNCEMENT_TITLE_MAX_LENGTH);
    expect(message).toHaveLength(ANNOUNCEMENT_MESSAGE_MAX_LENGTH);
    const response = await admin.post('/api/admin/announcements', { title, message });
    expect(response.statusCode, response.body).toBe(201);
    const [stored] = await testApp.db
      .select()
      .from(announcements)
      .where(eq(announcements.id, response.json().id));
    expect(stored).toMatchObject({ title, message, active: true });
  });

  it('[MEMBER] dismisses a banner for themselves only, in every browser; twice is fine', async () => {
    const announcement = await createAnnouncement(testApp.db, owner.user.id, { title: 'Dismiss me' });
    const path = `/api/announcements/${announcement.id}/dismissal`;
    expect((await member.post(path)).statusCode).toBe(204);
    expect((await member.post(path)).statusCode).toBe(204);
    const ids = async (client: MemberClient) =>
      ((await client.get('/api/announcements')).json() as { id: string }[]).map((row) => row.id);
    expect(await ids(member)).not.toContain(announcement.id);
    expect(await ids(other)).toContain(announcement.id);
    expect(
      (await member.post('/api/announcements/00000000-0000-4000-8000-000000000000/dismissal')).statusCode,
    ).toBe(404);
  });

  it('[VISITOR] reads no banners and dismisses nothing', async () => {
    const announcement = await createAnnouncement(testApp.db, owner.user.id);
    expect((await testApp.visitor().get('/api/announcements')).statusCode).toBe(401);
    expect((await testApp.visitor().post(`/api/announcements/${announcement.id}/dismissal`)).statusCode).toBe(
      401,
    );
  });

  it('[OWNER] deactivates once: the banner goes, live; a second time is refused', async () => {
    const announcement = await createAnnouncement(testApp.db, admin.user.id, { title: 'Going away' });
    const stream = await openEventStream(baseUrl, other.cookie);
    await stream.received('ready');
    const path = `/api/admin/announcements/${announcement.id}/deactivation`;
    expect((await owner.post(path)).statusCode).toBe(204);
    await stream.received('announcements');
    stream.close();
    const banners = (await other.get('/api/announcements')).json() as { id: string }[];
    expect(banners.map((row) => row.id)).not.toContain(announcement.id);
    const [audit] = await auditOf('announcement_deactivated', announcement.id);
    expect(audit?.actorUserId).toBe(owner.user.id);

    const again = await owner.post(path);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ messageId: 'announcementAlreadyInactive' });
    const list = (await owner.get('/api/admin/announcements')).json() as { id: string; active: boolean }[];
    expect(list.find((row) => row.id === announcement.id)).toMatchObject({ active: false });
  });

  it("[ADMIN] may not deactivate the owner's announcement", async () => {
    const announcement = await createAnnouncement(testApp.db, owner.user.id);
    const response = await admin.post(`/api/admin/announcements/${announcement.id}/deactivation`);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ messageId: 'outranked' });
    expect((await owner.post(`/api/admin/announcements/${announcement.id}/deactivation`)).statusCode).toBe(
      204,
    );
  });

  it('[OWNER] lists the latest 50, newest first, with their authors', async () => {
    for (let index = 0; index < 52; index += 1) {
      await createAnnouncement(testApp.db, owner.user.id, {
        title: `Numbered ${index}`,
        createdAt: new Date(Date.UTC(2030, 0, 1, 0, index)),
      });
    }
    const list = (await owner.get('/api/admin/announcements')).json() as {
      title: string;
      author: { userId: string };
    }[];
    expect(list).toHaveLength(50);
    expect(list[0]).toMatchObject({ title: 'Numbered 51', author: { userId: owner.user.id } });
    expect(list[49]?.title).toBe('Numbered 2');
  });
});
