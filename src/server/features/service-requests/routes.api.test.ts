import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCreator, createService } from '../../db/factories';
import { bannedUsers, notifications, profiles, serviceRequests } from '../../db/schema/index';
import { buildTestApp } from '../../test/build-test-app';
import { openEventStream } from '../../test/event-stream';
import { nextClientAddress, signInAs } from '../../test/sign-in';

const validRequest = {
  description: 'A landing page for my bakery',
  contactMethod: 'Email',
  contactInfo: 'rita@example.test',
  paymentMethod: 'PayPal',
  budget: 450,
  deadline: '2027-03-01',
};

describe('service requests', () => {
  let harness: Awaited<ReturnType<typeof buildTestApp>>;
  let baseUrl: string;
  let sellerCookie: string;
  let requesterCookie: string;
  let strangerCookie: string;
  let sellerUserId: string;
  let requesterUserId: string;
  let sellerProfileId: string;
  let serviceId: string;
  let secondServiceId: string;
  let inactiveServiceId: string;
  let hiddenServiceId: string;

  beforeAll(async () => {
    harness = await buildTestApp();
    await harness.app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(harness.app.server.address() as AddressInfo).port}`;
    const seller = await createCreator(harness.db, {
      handle: 'samseller',
      displayName: 'Sam S',
      user: { email: 'sam-r@example.test' },
    });
    const requester = await createCreator(harness.db, {
      handle: 'ritarequests',
      displayName: 'Rita R',
      avatarUrl: 'https://example.test/rita.png',
      user: { email: 'rita-r@example.test' },
    });
    await createCreator(harness.db, { handle: 'ottostranger', user: { email: 'otto-r@example.test' } });
    const banned = await createCreator(harness.db, { handle: 'bannedseller' });
    await harness.db.insert(bannedUsers).values({ userId: banned.user.id });
    sellerUserId = seller.user.id;
    requesterUserId = requester.user.id;
    sellerProfileId = seller.profile.id;
    const contactMethods = [
      { type: 'Email', required: true as const },
      { type: 'Discord', required: true as const },
    ];
    serviceId = (
      await createService(harness.db, seller.profile.id, {
        title: 'Bakery landing pages',
        contactMethods,
        acceptedPaymentMethods: [{ method: 'PayPal' }, { method: 'Cash' }],
      })
    ).id;
    secondServiceId = (
      await createService(harness.db, seller.profile.id, { title: 'Logo design for shops', contactMethods })
    ).id;
    inactiveServiceId = (await createService(harness.db, seller.profile.id, { active: false })).id;
    hiddenServiceId = (await createService(harness.db, banned.profile.id)).id;
    sellerCookie = await signInAs(harness.app, 'sam-r@example.test');
    requesterCookie = await signInAs(harness.app, 'rita-r@example.test');
    strangerCookie = await signInAs(harness.app, 'otto-r@example.test');
  });
  afterAll(() => harness.close());

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, cookie = '', payload?: object) =>
    harness.app.inject({
      method,
      url: `/api${url}`,
      headers: { cookie },
      payload,
      remoteAddress: nextClientAddress(),
    });
  const send = (cookie: string, payload: object = validRequest, id = serviceId) =>
    call('POST', `/services/${id}/requests`, cookie, payload);
  const list = async (cookie: string, query = '') =>
    (await call('GET', `/service-requests${query}`, cookie)).json();
  const pendingCount = async (cookie: string) =>
    (await call('GET', '/service-requests/pending-count', cookie)).json().count;
  const latestNotification = async (userId: string) =>
    (
      await harness.db
        .select()
        .from(notifications)
        .where(eq(notifications.userId, userId))
        .orderBy(notifications.createdAt)
    ).at(-1);

  it('[VISITOR] is asked to log in to request a service, whatever the form holds', async () => {
    for (const payload of [validRequest, {}]) {
      const response = await send('', payload);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({
        messageId: 'signInToRequest',
        message: 'Please log in to request a service',
      });
    }
  });

  it('[VISITOR] sees no requests and no pending count', async () => {
    expect((await call('GET', '/service-requests')).statusCode).toBe(401);
    expect((await call('GET', '/service-requests/pending-count')).statusCode).toBe(401);
  });

  it('[REQUESTER] sends a pending request; the seller is notified and their open tab hears of it', async () => {
    const sellerTab = await openEventStream(baseUrl, sellerCookie);
    await sellerTab.received('ready');

    const response = await send(requesterCookie);
    expect(response.statusCode).toBe(201);
    const { id } = response.json();
    await sellerTab.received('requests');
    await sellerTab.received('notifications');
    sellerTab.close();

    const [row] = await harness.db.select().from(serviceRequests).where(eq(serviceRequests.id, id));
    expect(row).toMatchObject({
      serviceId,
      sellerProfileId,
      requesterId: requesterUserId,
      status: 'pending',
      description: 'A landing page for my bakery',
      budget: 450,
      deadline: '2027-03-01',
      selectedContactMethod: 'Email',
      contactInfo: 'rita@example.test',
      selectedPaymentMethod: 'PayPal',
    });
    expect(await latestNotification(sellerUserId)).toMatchObject({
      type: 'order',
      title: 'New service request',
      message: 'Rita R requested Bakery landing pages',
      link: `/service-requests?service=${serviceId}`,
    });
  });

  it('[SELLER] may not request their own service', async () => {
    const response = await send(sellerCookie);
    expect(response.statusCode).toBe(400);
    expect(response.json().messageId).toBe('cannotRequestOwnService');
  });

  it('[USER] may not request an inactive, hidden or unknown service', async () => {
    for (const id of [inactiveServiceId, hiddenServiceId, '00000000-0000-4000-8000-000000000000']) {
      const response = await send(strangerCookie, validRequest, id);
      expect(response.statusCode).toBe(404);
      expect(response.json().messageId).toBe('serviceNotFound');
    }
  });

  it('[USER] picks a contact method the service offers and, if any, a payment method it accepts', async () => {
    const contact = await send(strangerCookie, { ...validRequest, contactMethod: 'Telegram' });
    expect(contact.statusCode).toBe(400);
    expect(contact.json()).toMatchObject({
      messageId: 'contactMethodNotOffered',
      fields: { contactMethod: 'contactMethodNotOffered' },
    });
    const payment = await send(strangerCookie, { ...validRequest, paymentMethod: 'Cryptocurrency' });
    expect(payment.statusCode).toBe(400);
    expect(payment.json()).toMatchObject({
      messageId: 'paymentMethodNotAccepted',
      fields: { paymentMethod: 'paymentMethodNotAccepted' },
    });
    const withoutExtras = await send(strangerCookie, {
      description: 'A quick chat first',
      contactMethod: 'Discord',
      contactInfo: 'otto#1234',
    });
    expect(withoutExtras.statusCode).toBe(201);
  });

  it('[USER] a request needs a description, a contact method and contact info', async () => {
    const blank = await send(strangerCookie, { description: '   ', contactInfo: ' ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().fields).toEqual({
      description: 'requestDescriptionRequired',
      contactMethod: 'contactInfoRequired',
      contactInfo: 'contactInfoRequired',
    });
  });

  it('[SELLER] lists incoming requests with who asked and how to reach them; the counts cover both tabs', async () => {
    const incoming = await list(sellerCookie);
    expect(incoming.counts).toEqual({ incoming: 2, outgoing: 0 });
    expect(incoming.items.map((item: { contact: { info: string } }) => item.contact.info)).toEqual([
      'otto#1234',
      'rita@example.test',
    ]);
    expect(incoming.items[1]).toMatchObject({
      service: { id: serviceId, title: 'Bakery landing pages' },
      status: 'pending',
      description: 'A landing page for my bakery',
      budget: 450,
      deadline: '2027-03-01',
      requester: {
        handle: 'ritarequests',
        displayName: 'Rita R',
        avatarUrl: 'https://example.test/rita.png',
      },
      contact: { method: 'Email', info: 'rita@example.test', paymentMethod: 'PayPal' },
      seller: null,
      reviewId: null,
    });
    expect(incoming.items[0].contact.paymentMethod).toBeNull();
    expect((await list(sellerCookie, '?direction=outgoing')).items).toEqual([]);
  });

  it('[REQUESTER] lists outgoing requests with the seller and without contact details', async () => {
    const outgoing = await list(requesterCookie, '?direction=outgoing');
    expect(outgoing.counts).toEqual({ incoming: 0, outgoing: 1 });
    expect(outgoing.items).toHaveLength(1);
    expect(outgoing.items[0]).toMatchObject({
      service: { id: serviceId },
      seller: { handle: 'samseller', displayName: 'Sam S' },
      requester: null,
      contact: null,
      reviewId: null,
    });
    expect((await list(requesterCookie)).items).toEqual([]);
  });

  it('[SELLER] filters by status and service; the filters apply to the items and both counts', async () => {
    await send(requesterCookie, { ...validRequest, description: 'A logo too' }, secondServiceId);
    expect((await list(sellerCookie)).counts).toEqual({ incoming: 3, outgoing: 0 });

    const bySecond = await list(sellerCookie, `?service=${secondServiceId}`);
    expect(bySecond.counts).toEqual({ incoming: 1, outgoing: 0 });
    expect(bySecond.items.map((item: { description: string }) => item.description)).toEqual(['A logo too']);
    const requesterBySecond = await list(requesterCookie, `?direction=outgoing&service=${secondServiceId}`);
    expect(requesterBySecond.counts).toEqual({ incoming: 0, outgoing: 1 });

    const [logo] = bySecond.items;
    await call('PUT', `/service-requests/${logo.id}/status`, sellerCookie, { status: 'accepted' });
    const accepted = await list(sellerCookie, '?status=accepted');
    expect(accepted.counts).toEqual({ incoming: 1, outgoing: 0 });
    expect(accepted.items.map((item: { id: string }) => item.id)).toEqual([logo.id]);
    expect((await list(requesterCookie, '?direction=outgoing&status=pending')).counts).toEqual({
      incoming: 0,
      outgoing: 1,
    });
    expect((await list(sellerCookie, `?status=pending&service=${secondServiceId}`)).items).toEqual([]);
    expect((await call('GET', '/service-requests?status=done', sellerCookie)).statusCode).toBe(400);
  });

  it('[SELLER] the pending count is of incoming pending requests only, never cached', async () => {
    const response = await call('GET', '/service-requests/pending-count', sellerCookie);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({ count: 2 });
    expect(await pendingCount(requesterCookie)).toBe(0);
  });

  it('[REQUESTER] may not change the status of their request; a stranger is told it does not exist', async () => {
    const [request] = (await list(requesterCookie, '?direction=outgoing')).items;
    const byRequester = await call('PUT', `/service-requests/${request.id}/status`, requesterCookie, {
      status: 'completed',
    });
    expect(byRequester.statusCode).toBe(403);
    expect(byRequester.json().messageId).toBe('onlySellerChangesStatus');
    const byStranger = await call('PUT', `/service-requests/${request.id}/status`, strangerCookie, {
      status: 'completed',
    });
    expect(byStranger.statusCode).toBe(404);
    expect(byStranger.json().messageId).toBe('requestNotFound');
    const missing = await call(
      'PUT',
      '/service-requests/00000000-0000-4000-8000-000000000000/status',
      sellerCookie,
      { status: 'accepted' },
    );
    expect(missing.statusCode).toBe(404);
    expect(
      (await call('PUT', `/service-requests/${request.id}/status`, '', { status: 'accepted' })).statusCode,
    ).toBe(401);
  });

  it('[SELLER] sets any status; the requester is notified in their language and both hear of it live', async () => {
    await harness.db
      .update(profiles)
      .set({ preferences: { language: 'de' } })
      .where(eq(profiles.userId, requesterUserId));
    const [request] = (await list(requesterCookie, `?direction=outgoing&service=${serviceId}`)).items;
    const sellerTab = await openEventStream(baseUrl, sellerCookie);
    const requesterTab = await openEventStream(baseUrl, requesterCookie);
    await sellerTab.received('ready');
    await requesterTab.received('ready');

    const changed = await call('PUT', `/service-requests/${request.id}/status`, sellerCookie, {
      status: 'in_progress',
    });
    expect(changed.statusCode).toBe(204);
    await sellerTab.received('requests');
    await requesterTab.received('requests');
    await requesterTab.received('notifications');
    sellerTab.close();
    requesterTab.close();
    expect(await latestNotification(requesterUserId)).toMatchObject({
      type: 'order',
      title: 'Anfrage aktualisiert',
      message: 'Deine Anfrage für Bakery landing pages ist jetzt in Bearbeitung',
      link: '/service-requests?tab=outgoing',
    });
    expect((await list(requesterCookie, `?direction=outgoing&service=${serviceId}`)).items[0].status).toBe(
      'in_progress',
    );

    // Transitions are not restricted (spec section 4): even a completed request may go back to pending.
    for (const status of ['completed', 'pending', 'rejected']) {
      expect(
        (await call('PUT', `/service-requests/${request.id}/status`, sellerCookie, { status })).statusCode,
      ).toBe(204);
    }
    // Setting the status it already has changes nothing and tells no one.
    const countNotifications = async () =>
      (await harness.db.select().from(notifications).where(eq(notifications.userId, requesterUserId))).length;
    const before = await countNotifications();
    const unchanged = await call('PUT', `/service-requests/${request.id}/status`, sellerCookie, {
      status: 'rejected',
    });
    expect(unchanged.statusCode).toBe(204);
    expect(await countNotifications()).toBe(before);
  });

  it('[USER] sends at most 10 requests in 10 minutes', async () => {
    const address = nextClientAddress();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      const response = await harness.app.inject({
        method: 'POST',
        url: `/api/services/${secondServiceId}/requests`,
        headers: { cookie: strangerCookie },
        payload: validRequest,
        remoteAddress: address,
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 10).every((status) => status === 201)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});
