import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCreator, createService, type Creator } from '#server/seed/factories';
import { notifications } from '#server/db/schema/index';
import { buildTestApp, type TestApp } from '#server/test/build-test-app';
import { serviceRequestInput } from '#server/test/service-request-input';

// Notices name who asks for what by their name now; the new-request email holds the brief; the
// status emails of one request within a window reach the requester as one, and the one that says
// the work is complete asks for the review with stars that open the dialog already rated.

describe('request notices and emails', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp();
  });
  afterAll(() => testApp.close());

  /** A seller with a service, a requester, and a request of theirs sent through the API. */
  async function requested(input: Partial<typeof serviceRequestInput> = {}) {
    const seller = await createCreator(testApp.db, { displayName: 'Sam Seller' });
    const buyer = await createCreator(testApp.db, { displayName: 'Rita R' });
    const service = await createService(testApp.db, seller.profile.id, {
      title: 'Bakery websites',
      contactMethods: [{ type: 'Email', required: true }],
    });
    const response = await (
      await testApp.as(buyer.user)
    ).post(`/api/services/${service.id}/requests`, { ...serviceRequestInput, ...input });
    expect(response.statusCode).toBe(201);
    return { seller, buyer, service, requestId: response.json().id as string };
  }

  /** Runs the waiting status emails now, as if their window had ended. */
  const windowEnds = async () => {
    await testApp.database.executeSql(
      `update pgboss.job set start_after = now() where name = 'request-status-email' and state = 'created'`,
    );
    await testApp.app.jobs.settled();
  };
  const setStatus = async (seller: Creator, requestId: string, status: string) => {
    const response = await (
      await testApp.as(seller.user)
    ).put(`/api/service-requests/${requestId}/status`, { status });
    expect(response.statusCode, response.body).toBe(204);
  };
  const rename = async (member: Creator, displayName: string) => {
    const saved = await (await testApp.as(member.user)).put('/api/profile', { displayName });
    expect(saved.statusCode).toBe(200);
  };

  it('[USER] the new-request email holds the brief, budget and deadline, escaped, with a button to the workspace', async () => {
    const description = `<b>Bold</b> & a landing page for my bakery. ${'Flour, water, salt. '.repeat(40)}THE END`;
    const { seller, requestId } = await requested({ description, budget: 1250.5, deadline: '2027-03-14' });
    const [mail, ...more] = await testApp.mail.to(seller.user.email);
    expect(more).toEqual([]);
    expect(mail?.subject).toBe('New request from Rita R: Bakery websites');
    const workspace = `http://localhost:3000/service-requests/${requestId}`;
    expect(mail?.text).toContain('Rita R requested Bakery websites');
    expect(mail?.text).toContain('What they need:\n<b>Bold</b> & a landing page for my bakery.');
    // Cut to its start, marked as cut.
    expect(mail?.text).not.toContain('THE END');
    expect(mail?.text).toContain('…');
    expect(mail?.text).toContain('Budget:\n$1,250.50');
    expect(mail?.text).toContain('Deadline:\nMarch 14, 2027');
    expect(mail?.text).toContain(`Open the request: ${workspace}`);
    expect(mail?.html).toContain('&#60;b&#62;Bold&#60;/b&#62; &#38; a landing page');
    expect(mail?.html).not.toContain('<b>Bold</b>');
    expect(mail?.html).toContain('$1,250.50');
    expect(mail?.html).toContain(`href="${workspace}"`);
    expect(mail?.html).toContain('>Open the request</a>');
  });

  it('[USER] a request without budget or deadline says neither, in the seller’s language', async () => {
    const seller = await createCreator(testApp.db, { preferences: { language: 'fr' } });
    const buyer = await createCreator(testApp.db, { displayName: 'Théo T' });
    const service = await createService(testApp.db, seller.profile.id, {
      title: 'Cartes illustrées',
      contactMethods: [{ type: 'Email', required: true }],
    });
    const sent = await (
      await testApp.as(buyer.user)
    ).post(`/api/services/${service.id}/requests`, { ...serviceRequestInput, budget: null, deadline: null });
    expect(sent.statusCode).toBe(201);
    const [mail] = await testApp.mail.to(seller.user.email);
    expect(mail?.subject).toBe('Nouvelle demande de Théo T : Cartes illustrées');
    expect(mail?.text).toContain('Son besoin:\nA landing page for my bakery');
    expect(mail?.text).not.toContain('Budget');
    expect(mail?.text).not.toContain('Échéance');
    expect(mail?.text).toContain('Ouvrir la demande: http://localhost:3000/service-requests/');
  });

  it('[USER] notices name the requester by their current name, in the list and in the mails sent later', async () => {
    const { seller, buyer } = await requested();
    await rename(buyer, 'Rita Renamed');
    const list = (await (await testApp.as(seller.user)).get('/api/notifications')).json();
    expect(list.items[0]).toMatchObject({
      title: 'New service request',
      message: 'Rita Renamed requested Bakery websites',
    });

    // A message mailed ten minutes later names its sender as they are called by then.
    const away = await createCreator(testApp.db, { handle: 'awayfromrename' });
    const sent = await (
      await testApp.as(buyer.user)
    ).post('/api/messages/with/awayfromrename', { content: 'Hello!' });
    expect(sent.statusCode).toBe(201);
    await rename(buyer, 'Rita Final');
    await testApp.database.executeSql(
      `update pgboss.job set start_after = now() where name = 'notification-email' and state = 'created'`,
    );
    await testApp.app.jobs.settled();
    expect((await testApp.mail.to(away.user.email)).map((mail) => mail.subject)).toEqual([
      'Rita Final sent you a message',
    ]);
    // The other member's list too.
    const theirs = (await (await testApp.as(away.user)).get('/api/notifications')).json();
    expect(theirs.items[0].message).toBe('Rita Final sent you a message');
  });

  it('[USER] three status changes in a row reach the requester as one mail at the end of the window, which asks for the review', async () => {
    const { seller, buyer, service, requestId } = await requested();
    for (const status of ['accepted', 'in_progress', 'completed']) await setStatus(seller, requestId, status);
    // The window is open for REQUEST_STATUS_EMAIL_WINDOW_SECONDS (ten minutes by default).
    const { rows } = await testApp.database.executeSql(
      `select start_after > now() + interval '9 minutes' as later from pgboss.job
       where name = 'request-status-email' and state = 'created' and data->>'requestId' = $1`,
      [requestId],
    );
    expect(rows).toEqual([{ later: true }]);
    expect(await testApp.mail.to(buyer.user.email)).toEqual([]);

    await windowEnds();
    const [mail, ...more] = await testApp.mail.to(buyer.user.email);
    expect(more).toEqual([]);
    expect(mail?.subject).toBe('Your request for Bakery websites is now completed');
    expect(mail?.headers?.['List-Unsubscribe']).toContain('k=requestStatus');
    const text = mail?.text ?? '';
    expect(text).toContain(
      [
        'What changed',
        '- Your request for Bakery websites is now accepted',
        '- Your request for Bakery websites is now in progress',
        '- Your request for Bakery websites is now completed',
      ].join('\n'),
    );
    const review = `http://localhost:3000/services/${service.id}?review=${requestId}`;
    expect(text).toContain('The work on Bakery websites is complete. How did it go?');
    expect(text).toContain(`Rate 1 star: ${review}&rating=1`);
    expect(text).toContain(`Rate 3 stars: ${review}&rating=3`);
    expect(text).toContain(`Write a review: ${review}\n`);
    expect(text).toContain(`Open the request: http://localhost:3000/service-requests/${requestId}`);
    const html = mail?.html ?? '';
    for (const count of [1, 2, 3, 4, 5]) {
      expect(html).toContain(`href="${review}&#38;rating=${count}"`);
    }
    expect(html).toContain('aria-label="Rate 3 stars"');
    expect(html).toContain('>Write a review</a>');
  });

  it('[USER] a change after a sent mail opens a new window that tells only it; a window read in Atelier sends nothing', async () => {
    const { seller, buyer, requestId } = await requested();
    await setStatus(seller, requestId, 'accepted');
    await windowEnds();
    expect((await testApp.mail.to(buyer.user.email)).map((mail) => mail.subject)).toEqual([
      'Your request for Bakery websites is now accepted',
    ]);

    await setStatus(seller, requestId, 'in_progress');
    await windowEnds();
    const mails = await testApp.mail.to(buyer.user.email);
    expect(mails.map((mail) => mail.subject)).toEqual([
      'Your request for Bakery websites is now accepted',
      'Your request for Bakery websites is now in progress',
    ]);
    // One change: no list of changes, nothing told twice, and no stars before the work is done.
    expect(mails[1]?.text).not.toContain('What changed');
    expect(mails[1]?.text).not.toContain('now accepted');
    expect(mails[1]?.text).not.toContain('rating=');

    // Read in Atelier before the window ends: nothing left to mail.
    await setStatus(seller, requestId, 'completed');
    await testApp.db
      .update(notifications)
      .set({ read: true })
      .where(and(eq(notifications.userId, buyer.user.id), eq(notifications.kind, 'requestStatus')));
    await windowEnds();
    expect(await testApp.mail.to(buyer.user.email)).toHaveLength(2);
  });

  it('[USER] a completion already reviewed asks for nothing more; the seller’s own review link is never offered', async () => {
    const { seller, buyer, requestId } = await requested();
    await setStatus(seller, requestId, 'completed');
    const reviewed = await (
      await testApp.as(buyer.user)
    ).post(`/api/service-requests/${requestId}/review`, { rating: 4, comment: '' });
    expect(reviewed.statusCode).toBe(201);
    await windowEnds();
    const [mail] = await testApp.mail.to(buyer.user.email);
    expect(mail?.subject).toBe('Your request for Bakery websites is now completed');
    expect(mail?.text).not.toContain('rating=');
    expect((await testApp.mail.to(seller.user.email)).map((each) => each.subject)).toEqual([
      'New request from Rita R: Bakery websites',
      'Rita R rated Bakery websites 4/5',
    ]);
  });
});
