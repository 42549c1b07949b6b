import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REQUEST_ENTRY_PAGE_SIZE } from '#shared/schemas/request-workspace';
import { auditEvents, serviceRequests } from '#server/db/schema/index';
import {
  createBan,
  createBlock,
  createCreator,
  createReport,
  createRequestEntries,
  createService,
} from '#server/seed/factories';
import { buildTestApp, type TestApp } from '#server/test/build-test-app';
import type { ApiClient, StaffClient } from '#server/test/clients';
import { openEventStream } from '#server/test/event-stream';
import { castWorkspace, formOf, openRequest, type WorkspaceCast } from '#server/test/request-workspace';

// Reading a request's workspace (docs/decisions/0051): who may, the brief and the thread's pages,
// the read marker and the requests badge's news.

describe('a request workspace, read', () => {
  let testApp: TestApp;
  let baseUrl: string;
  let cast: WorkspaceCast;
  let seller: ApiClient;
  let requester: ApiClient;
  let stranger: ApiClient;
  let moderator: StaffClient;

  beforeAll(async () => {
    testApp = await buildTestApp();
    await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(testApp.app.server.address() as AddressInfo).port}`;
    cast = await castWorkspace(testApp.db);
    seller = await testApp.as(cast.seller);
    requester = await testApp.as(cast.requester);
    stranger = await testApp.as(cast.stranger);
    moderator = await testApp.asStaff('moderator');
  });
  afterAll(() => testApp.close());

  const workspaceOf = (client: ApiClient, id: string) => client.get(`/api/service-requests/${id}`);
  const newsCount = async (client: ApiClient) =>
    (await client.get('/api/service-requests/news-count')).json().count as number;
  const viewsOf = (requestId: string) =>
    testApp.db
      .select()
      .from(auditEvents)
      .where(
        and(eq(auditEvents.kind, 'service_request_viewed'), eq(auditEvents.actorUserId, moderator.user.id)),
      )
      .then((rows) => rows.filter((row) => row.detail.requestId === requestId));

  it('[VISITOR] is asked to sign in for every read of a workspace and for the badge', async () => {
    const { id } = await openRequest(testApp.db, cast);
    const visitor = testApp.visitor();
    for (const url of [
      `/api/service-requests/${id}`,
      `/api/service-requests/${id}/entries`,
      '/api/service-requests/news-count',
    ]) {
      expect((await visitor.get(url)).statusCode).toBe(401);
    }
    expect((await visitor.post(`/api/service-requests/${id}/read`)).statusCode).toBe(401);
  });

  it('[REQUESTER] and [SELLER] open the brief, the status and the thread, never cached', async () => {
    const request = await openRequest(testApp.db, cast, {
      description: 'A hand-drawn map of the venue',
      budget: 300,
      deadline: '2027-05-01',
      selectedPaymentMethod: 'PayPal',
    });
    const asRequester = await workspaceOf(requester, request.id);
    expect(asRequester.statusCode).toBe(200);
    expect(asRequester.headers['cache-control']).toBe('private, no-store');
    expect(asRequester.json()).toMatchObject({
      id: request.id,
      viewer: 'requester',
      service: { id: cast.service.id, title: 'Illustrated venue map' },
      status: 'pending',
      description: 'A hand-drawn map of the venue',
      budget: 300,
      deadline: '2027-05-01',
      contact: { method: 'Email', info: 'buyer@example.test', paymentMethod: 'PayPal' },
      revisionCount: 0,
      requester: { handle: cast.requester.profile.handle, displayName: 'Theo Client' },
      seller: { handle: cast.seller.profile.handle, displayName: 'Nora Seller' },
      quote: null,
      reviewId: null,
      writeRefusal: null,
      entries: { items: [], nextCursor: null },
    });
    expect((await workspaceOf(seller, request.id)).json()).toMatchObject({
      viewer: 'seller',
      writeRefusal: null,
    });
  });

  it('[USER] a third member, and anyone asking for an unknown id, get the same 404', async () => {
    const { id } = await openRequest(testApp.db, cast);
    for (const url of [
      `/api/service-requests/${id}`,
      '/api/service-requests/00000000-0000-4000-8000-000000000000',
    ]) {
      const response = await stranger.get(url);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'not_found', messageId: 'requestNotFound' });
    }
    expect((await stranger.get(`/api/service-requests/${id}/entries`)).statusCode).toBe(404);
    expect((await stranger.post(`/api/service-requests/${id}/read`)).statusCode).toBe(404);
    expect((await seller.get('/api/service-requests/not-a-uuid')).statusCode).toBe(400);
  });

  it('[STAFF] without a report in hand gets the same 404 as anyone', async () => {
    const { id } = await openRequest(testApp.db, cast);
    const response = await workspaceOf(moderator, id);
    expect(response.statusCode).toBe(404);
    expect(response.json().messageId).toBe('requestNotFound');
    // A closed report is not in hand.
    await createReport(
      testApp.db,
      cast.stranger.user.id,
      { targetType: 'service', targetId: cast.service.id },
      {
        status: 'resolved',
      },
    );
    expect((await workspaceOf(moderator, id)).statusCode).toBe(404);
    expect(await viewsOf(id)).toEqual([]);
  });

  it('[MODERATOR] with a report in hand reads it, read only, and each read is in the audit log', async () => {
    const other = await createCreator(testApp.db);
    const { id } = await openRequest(testApp.db, cast);
    // A report on the requester names every request they are a side of.
    const report = await createReport(testApp.db, other.user.id, {
      targetType: 'user',
      targetId: cast.requester.user.id,
    });
    const response = await workspaceOf(moderator, id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      viewer: 'staff',
      writeRefusal: 'staffReadOnly',
      service: { id: cast.service.id },
    });
    expect((await moderator.get(`/api/service-requests/${id}/entries`)).statusCode).toBe(200);
    const views = await viewsOf(id);
    expect(views).toHaveLength(2);
    expect(views[0]).toMatchObject({
      targetUserId: cast.requester.user.id,
      detail: { requestId: id, reportId: report.id },
    });
    // Staff keep no read time, and write nothing.
    const read = await moderator.post(`/api/service-requests/${id}/read`);
    expect(read.statusCode).toBe(403);
    expect(read.json().messageId).toBe('staffReadOnly');
    const [row] = await testApp.db.select().from(serviceRequests).where(eq(serviceRequests.id, id));
    expect(row).toMatchObject({ sellerReadAt: null, requesterReadAt: null });
  });

  it('[SUPPORT] staff without the power to handle reports get the 404, report or not', async () => {
    const support = await testApp.asStaff('support');
    const { id } = await openRequest(testApp.db, cast);
    await createReport(testApp.db, support.user.id, { targetType: 'user', targetId: cast.seller.user.id });
    expect((await workspaceOf(support, id)).statusCode).toBe(404);
  });

  it('[BLOCKED] both sides still read the thread across a block, either way, and are told they may not write', async () => {
    const blocker = await createCreator(testApp.db);
    const blocked = await createCreator(testApp.db);
    const blockerCast = { ...cast, requester: blocker };
    const first = await openRequest(testApp.db, blockerCast);
    await createBlock(testApp.db, blocker.user.id, cast.seller.user.id);
    const secondCast = { ...cast, requester: blocked };
    const second = await openRequest(testApp.db, secondCast);
    await createBlock(testApp.db, cast.seller.user.id, blocked.user.id);
    for (const [client, id] of [
      [await testApp.as(blocker), first.id],
      [seller, first.id],
      [await testApp.as(blocked), second.id],
      [seller, second.id],
    ] as const) {
      const response = await workspaceOf(client, id);
      expect(response.statusCode).toBe(200);
      expect(response.json().writeRefusal).toBe('blocked');
    }
  });

  it('[BANNED] a banned side is refused the workspace, as every route', async () => {
    const banned = await createCreator(testApp.db);
    const { id } = await openRequest(testApp.db, { ...cast, requester: banned });
    const client = await testApp.as(banned);
    await createBan(testApp.db, banned.user.id);
    for (const response of [
      await workspaceOf(client, id),
      await client.post(`/api/service-requests/${id}/read`),
      await client.post(`/api/service-requests/${id}/messages`, formOf({ body: 'Hello' })),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: 'banned', messageId: 'accountSuspended' });
    }
  });

  it('[REQUESTER] reads the thread newest first, a page at a time, with its files, and nothing twice', async () => {
    const { id } = await openRequest(testApp.db, cast);
    const total = REQUEST_ENTRY_PAGE_SIZE * 2 + 20;
    await createRequestEntries(testApp.db, id, [cast.requester.user.id, cast.seller.user.id], total, 3);
    const first = (await workspaceOf(requester, id)).json().entries;
    expect(first.items).toHaveLength(REQUEST_ENTRY_PAGE_SIZE);
    expect(first.items[0]).toMatchObject({
      kind: 'message',
      body: `Message ${total} about the work.`,
      mine: false,
      author: { handle: cast.seller.profile.handle },
      files: [],
    });
    expect(first.items[1]).toMatchObject({ mine: true, author: { displayName: 'Theo Client' } });
    const seen = [...first.items];
    let cursor: string | null = first.nextCursor;
    while (cursor) {
      const page = await requester.get(`/api/service-requests/${id}/entries?before=${cursor}`);
      expect(page.statusCode).toBe(200);
      seen.push(...page.json().items);
      cursor = page.json().nextCursor;
    }
    expect(seen).toHaveLength(total);
    expect(new Set(seen.map((entry) => entry.id)).size).toBe(total);
    const oldest = seen.at(-1);
    expect(oldest).toMatchObject({ body: 'Message 1 about the work.' });
    expect(oldest.files).toEqual([
      {
        id: expect.any(String),
        name: 'sketch-1.pdf',
        contentType: 'application/pdf',
        size: 1024,
        path: `/api/service-requests/${id}/files/${oldest.files[0].id}`,
      },
    ]);
    expect((await requester.get(`/api/service-requests/${id}/entries?before=not-ours`)).statusCode).toBe(400);
  });

  it('[SELLER] the badge counts an unopened pending request and news from the other side, until opened', async () => {
    const theSeller = await createCreator(testApp.db);
    const service = await createService(testApp.db, theSeller.profile.id);
    const sellerClient = await testApp.as(theSeller);
    const client = await testApp.as(cast.requester);
    expect(await newsCount(sellerClient)).toBe(0);

    const sent = await client.post(`/api/services/${service.id}/requests`, {
      description: 'A map of the venue',
      contactMethod: 'Email',
      contactInfo: 'theo@example.test',
    });
    expect(sent.statusCode).toBe(201);
    const { id } = sent.json();
    expect(await newsCount(sellerClient)).toBe(1);
    const incoming = async () => (await sellerClient.get('/api/service-requests')).json().items[0];
    expect((await incoming()).hasNews).toBe(true);

    // Opening the workspace reads it, and the seller's other tabs refresh their badge.
    const tab = await openEventStream(baseUrl, sellerClient.cookie);
    await tab.received('ready');
    expect((await sellerClient.post(`/api/service-requests/${id}/read`)).statusCode).toBe(204);
    await tab.received('requests');
    tab.close();
    expect(await newsCount(sellerClient)).toBe(0);
    expect((await incoming()).hasNews).toBe(false);

    // The requester writes: news for the seller, none for the requester, who wrote it.
    const requesterNews = await newsCount(client);
    const message = await client.post(
      `/api/service-requests/${id}/messages`,
      formOf({ body: 'One more detail' }),
    );
    expect(message.statusCode).toBe(201);
    expect(await newsCount(sellerClient)).toBe(1);
    expect(await newsCount(client)).toBe(requesterNews);

    // The seller answers: read for them, news for the requester, until the requester opens it.
    await sellerClient.post(`/api/service-requests/${id}/read`);
    await sellerClient.post(`/api/service-requests/${id}/messages`, formOf({ body: 'Noted, thanks' }));
    expect(await newsCount(sellerClient)).toBe(0);
    expect(await newsCount(client)).toBe(requesterNews + 1);
    const outgoing = (
      await client.get(`/api/service-requests?direction=outgoing&service=${service.id}`)
    ).json();
    expect(outgoing.items[0].hasNews).toBe(true);
    await client.post(`/api/service-requests/${id}/read`);
    expect(await newsCount(client)).toBe(requesterNews);
  });
});
