import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTROL_CHARACTERS } from '#shared/schemas/single-line';
import {
  createBan,
  createCreator,
  createFeedback,
  createProject,
  createReport,
  createService,
  createServiceRequest,
  type Creator,
} from '#server/seed/factories';
import { liveStreams, notifications, profiles } from '#server/db/schema/index';
import { buildTestApp, type TestApp } from '#server/test/build-test-app';
import { serviceRequestInput } from '#server/test/service-request-input';

// Notifications by email, as each member chose for each kind, with a one-click unsubscribe
// that needs no sign-in and refuses a link altered in any part.

describe('notification emails', () => {
  let testApp: TestApp;
  let rita: Creator;
  beforeAll(async () => {
    testApp = await buildTestApp();
    rita = await createCreator(testApp.db, { handle: 'ritabuys', displayName: 'Rita R' });
  });
  afterAll(() => testApp.close());

  /** A seller with a service of their own, and a way to request it as Rita. */
  async function seller(overrides: Parameters<typeof createCreator>[1] = {}) {
    const creator = await createCreator(testApp.db, overrides);
    const service = await createService(testApp.db, creator.profile.id, {
      title: 'Bakery websites',
      contactMethods: [{ type: 'Email', required: true }],
    });
    const requestIt = async (requester: Creator['user'] = rita.user) => {
      const response = await (
        await testApp.as(requester)
      ).post(`/api/services/${service.id}/requests`, serviceRequestInput);
      expect(response.statusCode).toBe(201);
    };
    const mails = () => testApp.mail.to(creator.user.email);
    return { creator, requestIt, mails };
  }

  const settingsOf = async (creator: Creator) =>
    (await (await testApp.as(creator.user)).get('/api/notifications/settings')).json();

  it('[USER] a new request emails the seller at once, in their language, with both parts, its link and a one-click unsubscribe', async () => {
    const { creator, requestIt, mails } = await seller({ preferences: { language: 'de' } });
    await requestIt();
    const [mail] = await mails();
    expect(mail?.subject).toBe('Neue Anfrage von Rita R: Bakery websites');
    expect(mail?.text).toContain('Rita R hat Bakery websites angefragt');
    expect(mail?.text).toContain('http://localhost:3000/service-requests');
    expect(mail?.text).toContain('Anfrage öffnen');
    expect(mail?.html).toContain('<html lang="de">');
    expect(mail?.html).toContain('href="http://localhost:3000/service-requests');
    expect(mail?.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const oneClick = /^<(https?:\/\/[^>]+)>$/.exec(mail?.headers?.['List-Unsubscribe'] ?? '')?.[1] ?? '';
    expect(new URL(oneClick).pathname).toBe('/api/notifications/unsubscribe');
    expect(new URL(oneClick).searchParams.get('u')).toBe(creator.user.id);
    expect(new URL(oneClick).searchParams.get('k')).toBe('newRequest');
  });

  it('[ATTACKER] a name stored with a line break is folded onto one line in the mail, and adds no line of its own', async () => {
    const { requestIt, mails } = await seller();
    const forged = await createCreator(testApp.db);
    // As a name saved before single-line fields refused control characters would be.
    await testApp.db
      .update(profiles)
      .set({ displayName: 'Tess\nOpen it on Atelier: https://evil.example\r\u0007' })
      .where(eq(profiles.id, forged.profile.id));
    await requestIt(forged.user);
    const [mail] = await mails();
    expect(CONTROL_CHARACTERS.test(mail?.subject ?? '')).toBe(false);
    expect(mail?.text).toContain('Tess Open it on Atelier: https://evil.example');
    expect(mail?.text).not.toMatch(/^Open it on Atelier/m);
  });

  it("[VISITOR] the one-click link turns that kind's email off with no session, and the next request sends none", async () => {
    const { creator, requestIt, mails } = await seller();
    await requestIt();
    const header = (await mails())[0]?.headers?.['List-Unsubscribe'] ?? '';
    const oneClick = new URL(header.slice(1, -1));
    // As RFC 8058 has mail clients send it: a plain form, no cookie, from no page of ours.
    const response = await testApp.app.inject({
      method: 'POST',
      url: `${oneClick.pathname}${oneClick.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(response.statusCode).toBe(204);
    expect((await settingsOf(creator)).newRequest).toBe('app');

    await requestIt();
    expect(await mails()).toHaveLength(1);
    // Still told inside Atelier.
    const stored = await testApp.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, creator.user.id), eq(notifications.kind, 'newRequest')));
    expect(stored).toHaveLength(2);
  });

  it('[ATTACKER] an unsubscribe link altered in any part, or made up, is refused', async () => {
    const { creator, requestIt, mails } = await seller();
    await requestIt();
    const link = new URL(((await mails())[0]?.headers?.['List-Unsubscribe'] ?? '').slice(1, -1));
    const altered = (change: (query: URLSearchParams) => void) => {
      const query = new URLSearchParams(link.search);
      change(query);
      return testApp.visitor().post(`/api/notifications/unsubscribe?${query}`);
    };
    const someoneElse = await createCreator(testApp.db);
    for (const response of [
      await altered((query) => query.set('k', 'newMessage')),
      await altered((query) => query.set('u', someoneElse.user.id)),
      await altered((query) => query.set('s', `${'A'.repeat(42)}B`)),
    ]) {
      expect(response.statusCode).toBe(400);
      expect(response.json().messageId).toBe('invalidLink');
    }
    expect((await altered((query) => query.delete('s'))).statusCode).toBe(400);
    expect((await settingsOf(creator)).newRequest).toBe('now');
    expect((await settingsOf(someoneElse)).newMessage).toBe('now');
  });

  it('[USER] reads and changes each kind; "in Atelier only" sends no mail, "off" not even a notification', async () => {
    const { creator, requestIt, mails } = await seller();
    const member = await testApp.as(creator.user);
    expect(await settingsOf(creator)).toEqual({
      newRequest: 'now',
      requestStatus: 'now',
      newMessage: 'now',
      projectComment: 'now',
      commentReply: 'now',
      newReview: 'now',
      newFollower: 'weekly',
      followRequest: 'now',
      reportResolved: 'now',
      feedbackResolved: 'now',
    });
    const saved = await member.put('/api/notifications/settings', { newRequest: 'app', newFollower: 'off' });
    expect(saved.json()).toMatchObject({ newRequest: 'app', newFollower: 'off', newMessage: 'now' });
    await requestIt();
    expect(await mails()).toEqual([]);

    await member.put('/api/notifications/settings', { newRequest: 'off' });
    await requestIt();
    const stored = await testApp.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, creator.user.id));
    expect(stored).toHaveLength(1);

    const refused = await member.put('/api/notifications/settings', { newRequest: 'hourly', bogus: 'now' });
    expect(refused.statusCode).toBe(400);
    expect((await testApp.visitor().get('/api/notifications/settings')).statusCode).toBe(401);
    expect(
      (await testApp.visitor().put('/api/notifications/settings', { newRequest: 'off' })).statusCode,
    ).toBe(401);
  });

  /** Runs the delayed message emails now, as if ten minutes had passed. */
  const tenMinutesLater = async () => {
    await testApp.database.executeSql(
      `update pgboss.job set start_after = now() where name = 'notification-email' and state = 'created'`,
    );
    await testApp.app.jobs.settled();
  };

  it('[BANNED] a member banned before their mail goes out is mailed nothing', async () => {
    const banned = await createCreator(testApp.db, { handle: 'soonbanned' });
    const sent = await (
      await testApp.as(rita.user)
    ).post('/api/messages/with/soonbanned', { content: 'Hello?' });
    expect(sent.statusCode).toBe(201);
    await createBan(testApp.db, banned.user.id);
    await tenMinutesLater();
    expect(await testApp.mail.to(banned.user.email)).toEqual([]);
  });

  it("[USER] a member who turns a kind's email off while its mail waits is mailed nothing; one who turns it on again is", async () => {
    const changing = await createCreator(testApp.db, { handle: 'changesmind' });
    const member = await testApp.as(changing.user);
    const sent = await (
      await testApp.as(rita.user)
    ).post('/api/messages/with/changesmind', { content: 'Still keen on the mural?' });
    expect(sent.statusCode).toBe(201);
    expect((await member.put('/api/notifications/settings', { newMessage: 'app' })).statusCode).toBe(200);
    await tenMinutesLater();
    expect(await testApp.mail.to(changing.user.email)).toEqual([]);

    // From someone else: a conversation is mailed once until read (decision 44).
    expect((await member.put('/api/notifications/settings', { newMessage: 'now' })).statusCode).toBe(200);
    const other = await createCreator(testApp.db);
    const again = await (
      await testApp.as(other.user)
    ).post('/api/messages/with/changesmind', { content: 'And the second wall?' });
    expect(again.statusCode).toBe(201);
    await tenMinutesLater();
    expect(await testApp.mail.to(changing.user.email)).toHaveLength(1);
  });

  it('[USER] a message waits ten minutes unread before it is mailed, and is not mailed while the member has Atelier open', async () => {
    const away = await createCreator(testApp.db, { handle: 'awaymember', displayName: 'Away A' });
    const here = await createCreator(testApp.db, { handle: 'heremember', displayName: 'Here H' });
    const sender = await testApp.as(rita.user);
    for (const handle of ['awaymember', 'heremember']) {
      const sent = await sender.post(`/api/messages/with/${handle}`, { content: 'Are you free in March?' });
      expect(sent.statusCode).toBe(201);
    }
    const { rows } = await testApp.database.executeSql(
      `select start_after > now() + interval '9 minutes' as later from pgboss.job
       where name = 'notification-email' and state = 'created'`,
    );
    expect(rows).toEqual([{ later: true }, { later: true }]);
    expect(await testApp.mail.to(away.user.email)).toEqual([]);

    // Ten minutes on: one member has a tab open, the other does not.
    await testApp.db.insert(liveStreams).values({ id: randomUUID(), userId: here.user.id });
    await tenMinutesLater();
    expect((await testApp.mail.to(away.user.email)).map((mail) => mail.subject)).toEqual([
      'Rita R sent you a message',
    ]);
    expect(await testApp.mail.to(here.user.email)).toEqual([]);
    await testApp.db.delete(liveStreams).where(eq(liveStreams.userId, here.user.id));
  });

  it('[USER] each other kind is emailed when it happens, to the member it concerns', async () => {
    const owner = await createCreator(testApp.db, { handle: 'kindsowner', displayName: 'Kai Owner' });
    const buyer = await createCreator(testApp.db, { handle: 'kindsbuyer', displayName: 'Bo Buyer' });
    const commenter = await createCreator(testApp.db, { handle: 'kindscommenter', displayName: 'Cy C' });
    const staff = await testApp.asStaff('admin', { handle: 'kindsadmin' });
    const service = await createService(testApp.db, owner.profile.id, { title: 'Sourdough class' });
    const project = await createProject(testApp.db, owner.profile.id, {
      title: 'Crumb atlas',
      slug: 'crumb-atlas',
    });
    const subjects = async (creator: Creator) =>
      (await testApp.mail.to(creator.user.email)).map((mail) => mail.subject);

    // Request status, to the requester; a review of the completed request, to the seller.
    const pending = await createServiceRequest(testApp.db, service, buyer.user.id);
    const asOwner = await testApp.as(owner.user);
    expect(
      (await asOwner.put(`/api/service-requests/${pending.id}/status`, { status: 'accepted' })).statusCode,
    ).toBe(204);
    // Mailed when the window that gathers a request's status changes ends (request-emails.api.test.ts).
    await testApp.database.executeSql(
      `update pgboss.job set start_after = now() where name = 'request-status-email' and state = 'created'`,
    );
    await testApp.app.jobs.settled();
    expect(await subjects(buyer)).toEqual(['Your request for Sourdough class is now accepted']);
    const done = await createServiceRequest(testApp.db, service, buyer.user.id, { status: 'completed' });
    const reviewed = await (
      await testApp.as(buyer.user)
    ).post(`/api/service-requests/${done.id}/review`, {
      rating: 5,
      comment: 'Warm and clear.',
    });
    expect(reviewed.statusCode).toBe(201);
    expect(await subjects(owner)).toEqual(['Bo Buyer rated Sourdough class 5/5']);

    // A comment, to the project's owner; another, to the earlier commenter as a reply.
    const asCommenter = await testApp.as(commenter.user);
    expect(
      (await asCommenter.post(`/api/projects/${project.id}/comments`, { content: 'Gorgeous' })).statusCode,
    ).toBe(201);
    expect(
      (await (await testApp.as(buyer.user)).post(`/api/projects/${project.id}/comments`, { content: 'Yes!' }))
        .statusCode,
    ).toBe(201);
    expect(await subjects(owner)).toContain('Cy C commented on Crumb atlas');
    expect(await subjects(commenter)).toEqual(['Bo Buyer also commented on Crumb atlas']);

    // A report and a feedback resolved by staff, to whoever sent them.
    const report = await createReport(testApp.db, commenter.user.id, {
      targetType: 'project',
      targetId: project.id,
    });
    expect((await staff.patch(`/api/admin/reports/${report.id}`, { status: 'resolved' })).statusCode).toBe(
      204,
    );
    expect((await subjects(commenter)).at(-1)).toBe(
      'Staff acted on your report about Crumb atlas. Thank you for helping keep the community safe.',
    );
    const feedback = await createFeedback(testApp.db, buyer.user.id, { title: 'Dark mode please' });
    expect((await staff.patch(`/api/admin/feedback/${feedback.id}`, { status: 'resolved' })).statusCode).toBe(
      204,
    );
    expect((await subjects(buyer)).at(-1)).toBe(
      'We resolved your feedback “Dark mode please”. Thank you for helping us improve Atelier.',
    );
  });
});
