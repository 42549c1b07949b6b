import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEEDBACK_SCREENSHOT_MAX_BYTES } from '#shared/constants';
import { createCreator } from '#server/seed/factories';
import { auditEvents, feedback } from '#server/db/schema/index';
import { buildTestApp, type TestApp } from '#server/test/build-test-app';
import type { ApiClient, StaffClient } from '#server/test/clients';
import { formWith, makeImage } from '#server/test/images';

const validFields = {
  type: 'bug',
  title: 'Search skips accents',
  description: 'Searching for "José" finds nobody, though José has a profile.',
  url: 'https://atelier.example/people?q=jose',
};

describe('feedback', () => {
  let testApp: TestApp;
  let member: ApiClient;
  let other: ApiClient;
  let support: StaffClient;
  let moderator: StaffClient;

  beforeAll(async () => {
    testApp = await buildTestApp();
    member = await testApp.as(await createCreator(testApp.db, { handle: 'feedbacker' }));
    other = await testApp.as(await createCreator(testApp.db));
    support = await testApp.asStaff('support');
    moderator = await testApp.asStaff('moderator');
  });
  afterAll(() => testApp.close());

  const send = (fields: Record<string, string>, screenshot: Buffer | null = null, client = member) =>
    client.post('/api/feedback', formWith('screenshot', screenshot, fields));

  it('[VISITOR] is told to sign in to submit feedback', async () => {
    const response = await send(validFields, null, testApp.visitor());
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ messageId: 'signInToSendFeedback' });
  });

  it('[USER] sends a bug report with a screenshot that only they and staff can see', async () => {
    const response = await send(validFields, await makeImage(1200, 800));
    expect(response.statusCode).toBe(201);
    const [mine] = (await member.get('/api/feedback/mine')).json();
    expect(mine).toMatchObject({
      id: response.json().id,
      type: 'bug',
      title: validFields.title,
      url: validFields.url,
      status: 'open',
      screenshotPath: `/api/feedback/${response.json().id}/screenshot`,
    });
    const asSender = await member.get(mine.screenshotPath);
    expect(asSender.statusCode).toBe(200);
    expect(asSender.headers['content-type']).toBe('image/webp');
    expect(asSender.headers['cache-control']).toBe('private, no-store');
    expect((await support.get(mine.screenshotPath)).statusCode).toBe(200);
    expect((await other.get(mine.screenshotPath)).statusCode).toBe(404);
    expect((await testApp.visitor().get(mine.screenshotPath)).statusCode).toBe(401);
    // The file itself is never served at a public address.
    const [stored] = await testApp.db.select().from(feedback).where(eq(feedback.id, mine.id));
    expect(stored?.screenshotUrl).toMatch(/^\/uploads\/screenshots\//);
    expect((await testApp.visitor().get(stored?.screenshotUrl ?? '')).statusCode).toBe(404);
    expect((await other.get('/api/feedback/mine')).json()).toEqual([]);
  });

  it('[USER] a suggestion needs no URL or screenshot; the type is bug or suggestion', async () => {
    const response = await send({ ...validFields, type: 'suggestion', url: '' });
    expect(response.statusCode).toBe(201);
    expect((await member.get('/api/feedback/mine')).json()[0]).toMatchObject({
      type: 'suggestion',
      url: null,
      screenshotPath: null,
    });
    expect((await send({ ...validFields, type: 'other' })).statusCode).toBe(400);
  });

  it('[USER] a report with a screenshot and no URL field at all is taken, screenshot and all', async () => {
    const withoutUrl = { type: 'bug', title: validFields.title, description: validFields.description };
    const response = await send(withoutUrl, await makeImage(400, 300));
    expect(response.statusCode).toBe(201);
    const [stored] = await testApp.db.select().from(feedback).where(eq(feedback.id, response.json().id));
    expect(stored).toMatchObject({
      url: null,
      screenshotUrl: expect.stringMatching(/^\/uploads\/screenshots\//),
    });
  });

  it.each([
    ['title', 'ab', 'feedbackTitleTooShort'],
    ['title', 'x'.repeat(101), 'feedbackTitleTooLong'],
    ['description', 'too short', 'feedbackDescriptionTooShort'],
    ['description', 'x'.repeat(1001), 'feedbackDescriptionTooLong'],
    ['url', 'javascript:alert(1)', 'invalidUrl'],
  ])('[USER] refuses a %s of %j', async (field, value, messageId) => {
    const response = await send({ ...validFields, [field]: value });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ fields: { [field]: messageId } });
  });

  it('[USER] text the database cannot store (a NUL byte) is refused, not a server error', async () => {
    const response = await send({ ...validFields, title: 'Crash \u0000 here' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'validation_failed' });
    // A `$` and quotes are only text.
    expect((await send({ ...validFields, title: "It's $1 & $$ 'quoted'" })).statusCode).toBe(201);
  });

  it('[USER] refuses a screenshot that is no image, or over 5 MB, and stores nothing', async () => {
    const before = (await member.get('/api/feedback/mine')).json().length;
    const notImage = await send(validFields, Buffer.from('<svg onload="alert(1)"/>'));
    expect(notImage.json()).toMatchObject({ messageId: 'fileMustBeImage' });
    const huge = await send(validFields, Buffer.alloc(FEEDBACK_SCREENSHOT_MAX_BYTES + 1, 1));
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toMatchObject({ messageId: 'screenshotTooLarge' });
    expect((await member.get('/api/feedback/mine')).json()).toHaveLength(before);
  });

  it('[STAFF] reads the queue by type and status, resolves (the sender is told) and deletes', async () => {
    const created = (
      await send({ ...validFields, title: 'Queue item to resolve' }, await makeImage(50, 50))
    ).json();
    const queue = (await support.get('/api/admin/feedback?type=bug&status=open')).json();
    expect(queue[0]).toMatchObject({
      id: created.id,
      title: 'Queue item to resolve',
      sender: { handle: 'feedbacker' },
    });
    expect(
      (await support.get('/api/admin/feedback?type=suggestion'))
        .json()
        .every((row: { type: string }) => row.type === 'suggestion'),
    ).toBe(true);
    expect((await other.get('/api/admin/feedback')).statusCode).toBe(403);

    expect((await other.patch(`/api/admin/feedback/${created.id}`, { status: 'resolved' })).statusCode).toBe(
      403,
    );
    expect(
      (await support.patch(`/api/admin/feedback/${created.id}`, { status: 'in_progress' })).statusCode,
    ).toBe(204);
    expect(
      (await moderator.patch(`/api/admin/feedback/${created.id}`, { status: 'resolved' })).statusCode,
    ).toBe(204);
    const titles = (await member.get('/api/notifications'))
      .json()
      .items.map((n: { title: string }) => n.title);
    expect(titles).toEqual(['Feedback resolved']);
    expect(
      (await moderator.patch(`/api/admin/feedback/${created.id}`, { status: 'closed' })).statusCode,
    ).toBe(400);

    const screenshot = `/api/feedback/${created.id}/screenshot`;
    expect((await other.delete(`/api/admin/feedback/${created.id}`)).statusCode).toBe(403);
    expect((await moderator.delete(`/api/admin/feedback/${created.id}`)).statusCode).toBe(204);
    expect((await member.get(screenshot)).statusCode).toBe(404);
    expect((await moderator.delete(`/api/admin/feedback/${created.id}`)).statusCode).toBe(404);
    expect((await moderator.delete('/api/admin/feedback/not-a-uuid')).statusCode).toBe(400);

    const kinds = (await testApp.db.select().from(auditEvents))
      .filter((event) => event.detail.feedbackId === created.id)
      .map((event) => `${event.kind}:${event.detail.to ?? ''}`);
    expect(kinds).toEqual([
      'feedback_status_changed:in_progress',
      'feedback_status_changed:resolved',
      'feedback_deleted:',
    ]);
  });

  it('[STAFF] deleting a sender’s account keeps their feedback for staff, without its screenshot', async () => {
    const leaving = await createCreator(testApp.db);
    const client = await testApp.as(leaving);
    const { id } = (await send(validFields, await makeImage(40, 40), client)).json();
    const [before] = await testApp.db.select().from(feedback).where(eq(feedback.id, id));
    const file = path.join(testApp.uploadsDir, before?.screenshotUrl?.replace('/uploads/', '') ?? 'none');
    expect(existsSync(file)).toBe(true);

    const owner = await testApp.asStaff('owner');
    const deleted = await owner.delete(`/api/admin/users/${leaving.user.id}`, {
      confirmation: leaving.profile.handle,
    });
    expect(deleted.statusCode).toBe(204);
    const row = (await support.get('/api/admin/feedback'))
      .json()
      .find((item: { id: string }) => item.id === id);
    expect(row).toMatchObject({ sender: { userId: null }, screenshotPath: null, title: validFields.title });
    expect(existsSync(file)).toBe(false);
  });
});
