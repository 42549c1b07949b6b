import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPEAL_MAX_LENGTH } from '#shared/constants';
import { createBan, createCreator } from '#server/seed/factories';
import { auditEvents, banAppeals } from '#server/db/schema/index';
import { buildTestApp, type TestApp } from '#server/test/build-test-app';
import type { MemberClient, StaffClient } from '#server/test/clients';

describe('ban appeals', () => {
  let testApp: TestApp;
  let admin: StaffClient;

  beforeAll(async () => {
    testApp = await buildTestApp();
    admin = await testApp.asStaff('admin');
  });
  afterAll(() => testApp.close());

  /** A member under a ban of a day, signed in. */
  async function bannedMember() {
    const creator = await createCreator(testApp.db);
    const client = await testApp.as(creator);
    const ban = await createBan(testApp.db, creator.user.id, {
      reason: 'Spam in comments',
      expiresAt: new Date(Date.now() + 86_400_000),
    });
    return { client, ban, email: creator.user.email };
  }
  const standingOf = async (client: MemberClient) => (await client.get('/api/account/standing')).json();
  const appealIdOf = async (banId: string) =>
    (await testApp.db.select().from(banAppeals).where(eq(banAppeals.banId, banId)))[0]?.id ?? '';
  const decide = (appealId: string, body: object, client: MemberClient = admin) =>
    client.post(`/api/admin/appeals/${appealId}/decision`, body);

  it('[BANNED] appeals once per ban; a second appeal is refused', async () => {
    const { client } = await bannedMember();
    expect((await standingOf(client)).ban.appeal).toBeNull();
    const first = await client.post('/api/account/appeal', {
      message: '  I posted one link, to my own site.  ',
    });
    expect(first.statusCode, first.body).toBe(201);
    expect((await standingOf(client)).ban.appeal).toMatchObject({
      message: 'I posted one link, to my own site.',
      decision: null,
      reply: null,
    });
    const second = await client.post('/api/account/appeal', { message: 'Please?' });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ messageId: 'appealAlreadySent' });
  });

  it.each([
    ['', 'appealRequired'],
    ['   ', 'appealRequired'],
    ['x'.repeat(APPEAL_MAX_LENGTH + 1), 'appealTooLong'],
  ])('[BANNED] is refused an appeal of %j (%s)', async (message, messageId) => {
    const { client, ban } = await bannedMember();
    const response = await client.post('/api/account/appeal', { message });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toMatchObject({ message: messageId });
    expect(await appealIdOf(ban.id)).toBe('');
  });

  it('[BANNED] may write exactly 1000 characters', async () => {
    const { client } = await bannedMember();
    const response = await client.post('/api/account/appeal', { message: 'y'.repeat(APPEAL_MAX_LENGTH) });
    expect(response.statusCode).toBe(201);
  });

  it('[USER] who is not banned has nothing to appeal; a visitor is asked to sign in', async () => {
    const member = await testApp.as(await createCreator(testApp.db));
    const response = await member.post('/api/account/appeal', { message: 'Why not?' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ messageId: 'notBanned' });
    expect((await testApp.visitor().post('/api/account/appeal', { message: 'Hi' })).statusCode).toBe(401);
  });

  it('[ADMIN] sees the appeal beside the ban, and upholds it with a reply the member reads and is mailed', async () => {
    const { client, ban, email } = await bannedMember();
    await client.post('/api/account/appeal', { message: 'It was a mistake.' });
    const bans = (await admin.get('/api/admin/bans?state=active')).json() as {
      id: string;
      appeal: unknown;
    }[];
    expect(bans.find((row) => row.id === ban.id)?.appeal).toMatchObject({
      message: 'It was a mistake.',
      decision: null,
      decidedBy: null,
    });
    const appealId = await appealIdOf(ban.id);

    const withoutReply = await decide(appealId, { decision: 'upheld', reply: ' ' });
    expect(withoutReply.statusCode).toBe(400);
    expect(withoutReply.json().fields).toMatchObject({ reply: 'appealReplyRequired' });

    const upheld = await decide(appealId, {
      decision: 'upheld',
      reply: 'You posted the same link 40 times.',
    });
    expect(upheld.statusCode, upheld.body).toBe(204);
    const { ban: stillBanned } = await standingOf(client);
    expect(stillBanned.appeal).toMatchObject({
      decision: 'upheld',
      reply: 'You posted the same link 40 times.',
    });
    const mail = (await testApp.mail.delivered()).filter((message) => message.to === email).at(-1);
    expect(mail?.text).toContain('You posted the same link 40 times.');
    const [audit] = await testApp.db.select().from(auditEvents).where(eq(auditEvents.kind, 'appeal_upheld'));
    expect(audit).toMatchObject({ actorUserId: admin.user.id, detail: { appealId, banId: ban.id } });

    const again = await decide(appealId, { decision: 'lifted' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ messageId: 'appealAlreadyDecided' });
    // Still one appeal for this ban.
    expect((await client.post('/api/account/appeal', { message: 'Once more' })).statusCode).toBe(409);
  });

  it('[ADMIN] lifts a ban from its appeal: the member is free, told by email, and the log says so', async () => {
    const { client, ban, email } = await bannedMember();
    await client.post('/api/account/appeal', { message: 'My account was hacked that day.' });
    const appealId = await appealIdOf(ban.id);
    expect((await decide(appealId, { decision: 'lifted' })).statusCode).toBe(204);
    expect((await standingOf(client)).ban).toBeNull();
    const mail = (await testApp.mail.delivered()).filter((message) => message.to === email).at(-1);
    expect(mail?.subject).toMatch(/lifted/);
    const audits = await testApp.db.select().from(auditEvents).where(eq(auditEvents.kind, 'appeal_lifted'));
    expect(audits.find((event) => event.detail.appealId === appealId)?.targetUserId).toBe(ban.userId);

    // A later ban may be appealed again: one appeal per ban, not per member.
    await createBan(testApp.db, ban.userId, { reason: 'Spam again' });
    expect(
      (await client.post('/api/account/appeal', { message: 'Not me this time either.' })).statusCode,
    ).toBe(201);
  });

  it('[ADMIN] cannot decide an appeal whose ban has ended; an unknown appeal is not found', async () => {
    const { client, ban } = await bannedMember();
    await client.post('/api/account/appeal', { message: 'Please lift it.' });
    const appealId = await appealIdOf(ban.id);
    expect((await admin.delete(`/api/admin/users/${ban.userId}/bans`)).statusCode).toBe(204);
    const ended = await decide(appealId, { decision: 'upheld', reply: 'No.' });
    expect(ended.statusCode).toBe(409);
    expect(ended.json()).toMatchObject({ messageId: 'notBanned' });
    const unknown = await decide('00000000-0000-4000-8000-000000000000', { decision: 'lifted' });
    expect(unknown.statusCode).toBe(404);
  });

  it('[MODERATOR] may read the Bans tab but not decide; a member may not decide their own appeal', async () => {
    const { client, ban } = await bannedMember();
    await client.post('/api/account/appeal', { message: 'Let me back.' });
    const appealId = await appealIdOf(ban.id);
    const moderator = await testApp.asStaff('moderator');
    expect((await decide(appealId, { decision: 'lifted' }, moderator)).statusCode).toBe(403);
    expect((await decide(appealId, { decision: 'lifted' }, client)).statusCode).toBe(403);
  });
});
