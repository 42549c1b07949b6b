import type { AddressInfo } from 'node:net';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  createBan,
  createBlock,
  createCreator,
  createProfile,
  createReport,
  createService,
  createUser,
} from '#server/seed/factories';
import { notifications, profiles, requestEntries, serviceRequests } from '#server/db/schema/index';
import { buildTestApp, type TestApp } from '#server/test/build-test-app';
import type { ApiClient, TestUser } from '#server/test/clients';
import { openEventStream } from '#server/test/event-stream';
import { serviceRequestInput } from '#server/test/service-request-input';

const validRequest = serviceRequestInput;

describe('service requests', () => {
  let testApp: TestApp;
  let baseUrl: string;
  let sellerUser: TestUser;
  let requesterUser: TestUser;
  let strangerUser: TestUser;
  let seller: ApiClient;
  let requester: ApiClient;
  let stranger: ApiClient;
  let visitor: ApiClient;
  let sellerProfileId: string;
  let serviceId: string;
  let secondServiceId: string;
  let inactiveServiceId: string;
  let hiddenServiceId: string;

  beforeAll(async () => {
    testApp = await buildTestApp();
    await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(testApp.app.server.address() as AddressInfo).port}`;
    const sam = await createCreator(testApp.db, { handle: 'samseller', displayName: 'Sam S' });
    const rita = await createCreator(testApp.db, {
      handle: 'ritarequests',
      displayName: 'Rita R',
      avatarUrl: 'https://example.test/rita.png',
    });
    strangerUser = (await createCreator(testApp.db, { handle: 'ottostranger' })).user;
    const banned = await createCreator(testApp.db, { handle: 'bannedseller' });
    await createBan(testApp.db, banned.user.id);
    sellerUser = sam.user;
    requesterUser = rita.user;
    sellerProfileId = sam.profile.id;
    const contactMethods = [
      { type: 'Email', required: true as const },
      { type: 'Discord', required: true as const },
    ];
    serviceId = (
      await createService(testApp.db, sam.profile.id, {
        title: 'Bakery landing pages',
        contactMethods,
        acceptedPaymentMethods: [{ method: 'PayPal' }, { method: 'Cash' }],
      })
    ).id;
    secondServiceId = (
      await createService(testApp.db, sam.profile.id, { title: 'Logo design for shops', contactMethods })
    ).id;
    inactiveServiceId = (await createService(testApp.db, sam.profile.id, { active: false })).id;
    hiddenServiceId = (await createService(testApp.db, banned.profile.id)).id;
  });
  beforeEach(async () => {
    seller = await testApp.as(sellerUser);
    requester = await testApp.as(requesterUser);
    stranger = await testApp.as(strangerUser);
    visitor = testApp.visitor();
  });
  afterAll(() => testApp.close());

  const send = (client: ApiClient, payload: object = validRequest, id = serviceId) =>
    client.post(`/api/services/${id}/requests`, payload);
  const list = async (client: ApiClient, query = '') =>
    (await client.get(`/api/service-requests${query}`)).json();
  const newsCount = async (client: ApiClient) =>
    (await client.get('/api/service-requests/news-count')).json().count;
  const latestNotification = async (userId: string) =>
    (
      await testApp.db
        .select()
        .from(notifications)
        .where(eq(notifications.userId, userId))
        .orderBy(notifications.createdAt)
    ).at(-1);

  it('[VISITOR] is asked to log in to request a service, whatever the form holds', async () => {
    for (const payload of [validRequest, {}]) {
      const response = await send(visitor, payload);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({
        messageId: 'signInToRequest',
        message: 'Please log in to request a service',
      });
    }
  });

  it('[VISITOR] sees no requests and no count of news', async () => {
    expect((await visitor.get('/api/service-requests')).statusCode).toBe(401);
    expect((await visitor.get('/api/service-requests/news-count')).statusCode).toBe(401);
  });

  it('[REQUESTER] sends a pending request; the seller is notified and their open tab hears of it', async () => {
    const sellerTab = await openEventStream(baseUrl, seller.cookie);
    await sellerTab.received('ready');

    const response = await send(requester);
    expect(response.statusCode).toBe(201);
    const { id } = response.json();
    await sellerTab.received('requests');
    await sellerTab.received('notifications');
    sellerTab.close();

    const [row] = await testApp.db.select().from(serviceRequests).where(eq(serviceRequests.id, id));
    expect(row).toMatchObject({
      serviceId,
      sellerProfileId,
      requesterId: requesterUser.id,
      status: 'pending',
      description: 'A landing page for my bakery',
      budget: 450,
      deadline: '2027-03-01',
      selectedContactMethod: 'Email',
      contactInfo: 'rita@example.test',
      selectedPaymentMethod: 'PayPal',
    });
    expect(await latestNotification(sellerUser.id)).toMatchObject({
      type: 'order',
      title: 'New service request',
      message: 'Rita R requested Bakery landing pages',
      // The request's workspace (docs/decisions/0051), naming who asked and what about.
      link: `/service-requests/${id}`,
      actorId: requesterUser.id,
      subjectId: id,
    });
  });

  it('[USER] needs a name before requesting: a profile without a handle or a display name is refused', async () => {
    const unnamed = await createUser(testApp.db);
    await createProfile(testApp.db, unnamed.id);
    const handleOnly = await createCreator(testApp.db, { displayName: null });
    for (const user of [unnamed, handleOnly.user]) {
      const response = await send(await testApp.as(user));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        messageId: 'nameRequired',
        message: 'Add your name before you send a request or a message',
      });
    }
    const sent = await testApp.db
      .select()
      .from(serviceRequests)
      .where(inArray(serviceRequests.requesterId, [unnamed.id, handleOnly.user.id]));
    expect(sent).toEqual([]);
  });

  it('[SELLER] may not request their own service', async () => {
    const response = await send(seller);
    expect(response.statusCode).toBe(400);
    expect(response.json().messageId).toBe('cannotRequestOwnService');
  });

  it('[USER] may not request an inactive, hidden or unknown service', async () => {
    for (const id of [inactiveServiceId, hiddenServiceId, '00000000-0000-4000-8000-000000000000']) {
      const response = await send(stranger, validRequest, id);
      expect(response.statusCode).toBe(404);
      expect(response.json().messageId).toBe('serviceNotFound');
    }
  });

  it('[USER] picks a contact method the service offers and, if any, a payment method it accepts', async () => {
    const contact = await send(stranger, { ...validRequest, contactMethod: 'Telegram' });
    expect(contact.statusCode).toBe(400);
    expect(contact.json()).toMatchObject({
      messageId: 'contactMethodNotOffered',
      fields: { contactMethod: 'contactMethodNotOffered' },
    });
    const payment = await send(stranger, { ...validRequest, paymentMethod: 'Cryptocurrency' });
    expect(payment.statusCode).toBe(400);
    expect(payment.json()).toMatchObject({
      messageId: 'paymentMethodNotAccepted',
      fields: { paymentMethod: 'paymentMethodNotAccepted' },
    });
    const withoutExtras = await send(stranger, {
      description: 'A quick chat first',
      contactMethod: 'Discord',
      contactInfo: 'otto#1234',
    });
    expect(withoutExtras.statusCode).toBe(201);
  });

  it('[USER] a request needs a description, a contact method and contact info', async () => {
    const blank = await send(stranger, { description: '   ', contactInfo: ' ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().fields).toEqual({
      description: 'requestDescriptionRequired',
      contactMethod: 'contactInfoRequired',
      contactInfo: 'contactInfoRequired',
    });
  });

  it('[SELLER] lists incoming requests with who asked and how to reach them; the counts cover both tabs', async () => {
    const incoming = await list(seller);
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
    expect((await list(seller, '?direction=outgoing')).items).toEqual([]);
  });

  it('[REQUESTER] lists outgoing requests with the seller and without contact details', async () => {
    const outgoing = await list(requester, '?direction=outgoing');
    expect(outgoing.counts).toEqual({ incoming: 0, outgoing: 1 });
    expect(outgoing.items).toHaveLength(1);
    expect(outgoing.items[0]).toMatchObject({
      service: { id: serviceId },
      seller: { handle: 'samseller', displayName: 'Sam S' },
      requester: null,
      contact: null,
      reviewId: null,
    });
    expect((await list(requester)).items).toEqual([]);
  });

  it('[SELLER] filters by status and service; the filters apply to the items and both counts', async () => {
    await send(requester, { ...validRequest, description: 'A logo too' }, secondServiceId);
    expect((await list(seller)).counts).toEqual({ incoming: 3, outgoing: 0 });

    const bySecond = await list(seller, `?service=${secondServiceId}`);
    expect(bySecond.counts).toEqual({ incoming: 1, outgoing: 0 });
    expect(bySecond.items.map((item: { description: string }) => item.description)).toEqual(['A logo too']);
    const requesterBySecond = await list(requester, `?direction=outgoing&service=${secondServiceId}`);
    expect(requesterBySecond.counts).toEqual({ incoming: 0, outgoing: 1 });

    const [logo] = bySecond.items;
    await seller.put(`/api/service-requests/${logo.id}/status`, { status: 'accepted' });
    const accepted = await list(seller, '?status=accepted');
    expect(accepted.counts).toEqual({ incoming: 1, outgoing: 0 });
    expect(accepted.items.map((item: { id: string }) => item.id)).toEqual([logo.id]);
    expect((await list(requester, '?direction=outgoing&status=pending')).counts).toEqual({
      incoming: 0,
      outgoing: 1,
    });
    expect((await list(seller, `?status=pending&service=${secondServiceId}`)).items).toEqual([]);
    expect((await seller.get('/api/service-requests?status=done')).statusCode).toBe(400);
  });

  it('[USER] the news count: the seller’s pending requests not yet opened, the requester’s status the seller set; never cached', async () => {
    const response = await seller.get('/api/service-requests/news-count');
    expect(response.headers['cache-control']).toContain('no-store');
    // Rita's and Otto's pending requests; not the logo the seller accepted himself.
    expect(response.json()).toEqual({ count: 2 });
    // The logo's acceptance is news to Rita; Otto's request has none for him.
    expect(await newsCount(requester)).toBe(1);
    expect(await newsCount(stranger)).toBe(0);
  });

  it('[REQUESTER] may not change the status of their request; a stranger is told it does not exist', async () => {
    const [request] = (await list(requester, '?direction=outgoing')).items;
    const byRequester = await requester.put(`/api/service-requests/${request.id}/status`, {
      status: 'completed',
    });
    expect(byRequester.statusCode).toBe(403);
    expect(byRequester.json().messageId).toBe('onlySellerChangesStatus');
    const byStranger = await stranger.put(`/api/service-requests/${request.id}/status`, {
      status: 'completed',
    });
    expect(byStranger.statusCode).toBe(404);
    expect(byStranger.json().messageId).toBe('requestNotFound');
    const missing = await seller.put('/api/service-requests/00000000-0000-4000-8000-000000000000/status', {
      status: 'accepted',
    });
    expect(missing.statusCode).toBe(404);
    expect(
      (await visitor.put(`/api/service-requests/${request.id}/status`, { status: 'accepted' })).statusCode,
    ).toBe(401);
  });

  it('[SELLER] sets any status; the requester is notified in their language and both hear of it live', async () => {
    await testApp.db
      .update(profiles)
      .set({ preferences: { language: 'de' } })
      .where(eq(profiles.userId, requesterUser.id));
    const [request] = (await list(requester, `?direction=outgoing&service=${serviceId}`)).items;
    const sellerTab = await openEventStream(baseUrl, seller.cookie);
    const requesterTab = await openEventStream(baseUrl, requester.cookie);
    await sellerTab.received('ready');
    await requesterTab.received('ready');

    const changed = await seller.put(`/api/service-requests/${request.id}/status`, {
      status: 'in_progress',
    });
    expect(changed.statusCode).toBe(204);
    await sellerTab.received('requests');
    await requesterTab.received('requests');
    await requesterTab.received('notifications');
    sellerTab.close();
    requesterTab.close();
    expect(await latestNotification(requesterUser.id)).toMatchObject({
      type: 'order',
      title: 'Anfrage aktualisiert',
      message: 'Deine Anfrage für Bakery landing pages ist jetzt in Bearbeitung',
      link: `/service-requests/${request.id}`,
      actorId: sellerUser.id,
      subjectId: request.id,
    });
    expect((await list(requester, `?direction=outgoing&service=${serviceId}`)).items[0].status).toBe(
      'in_progress',
    );

    // Transitions are not restricted (docs/product/states.md, Service requests): even a completed request
    // may go back to pending.
    for (const status of ['completed', 'pending', 'rejected']) {
      expect((await seller.put(`/api/service-requests/${request.id}/status`, { status })).statusCode).toBe(
        204,
      );
    }
    // Each change is an entry of the request's thread, in order (docs/decisions/0051).
    const statusEntries = await testApp.db
      .select()
      .from(requestEntries)
      .where(and(eq(requestEntries.requestId, request.id), eq(requestEntries.kind, 'status')))
      .orderBy(requestEntries.createdAt);
    expect(statusEntries.map((entry) => entry.detail)).toEqual([
      { from: 'pending', to: 'in_progress' },
      { from: 'in_progress', to: 'completed' },
      { from: 'completed', to: 'pending' },
      { from: 'pending', to: 'rejected' },
    ]);
    expect(statusEntries.every((entry) => entry.authorId === sellerUser.id)).toBe(true);
    // Setting the status it already has changes nothing and tells no one.
    const countNotifications = async () =>
      (await testApp.db.select().from(notifications).where(eq(notifications.userId, requesterUser.id)))
        .length;
    const before = await countNotifications();
    const unchanged = await seller.put(`/api/service-requests/${request.id}/status`, {
      status: 'rejected',
    });
    expect(unchanged.statusCode).toBe(204);
    expect(await countNotifications()).toBe(before);
  });

  it('[SELLER] keeps the status dropdown across a block, and the requester then hears nothing of it', async () => {
    const blocked = await createCreator(testApp.db, { displayName: 'Blocked Buyer' });
    const client = await testApp.as(blocked);
    const { id } = (await send(client, validRequest, secondServiceId)).json();
    await createBlock(testApp.db, sellerUser.id, blocked.user.id);
    const before = await testApp.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, blocked.user.id));
    expect((await seller.put(`/api/service-requests/${id}/status`, { status: 'rejected' })).statusCode).toBe(
      204,
    );
    const [row] = await testApp.db.select().from(serviceRequests).where(eq(serviceRequests.id, id));
    expect(row?.status).toBe('rejected');
    const after = await testApp.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, blocked.user.id));
    expect(after).toHaveLength(before.length);
  });

  it('[STAFF] a moderator on a report reads a request but never sets its status', async () => {
    const moderator = await testApp.asStaff('moderator');
    const [request] = (await list(requester, '?direction=outgoing')).items;
    await createReport(testApp.db, strangerUser.id, { targetType: 'user', targetId: requesterUser.id });
    const response = await moderator.put(`/api/service-requests/${request.id}/status`, {
      status: 'accepted',
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().messageId).toBe('staffReadOnly');
  });

  it('[USER] sends at most 10 requests in 10 minutes', async () => {
    // One client, so one address for all eleven.
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      const response = await send(stranger, validRequest, secondServiceId);
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 10).every((status) => status === 201)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});
