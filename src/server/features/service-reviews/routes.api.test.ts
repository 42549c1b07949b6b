import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createBan, createCreator, createService, createServiceRequest } from '#server/seed/factories';
import { notifications, serviceReviews } from '#server/db/schema/index';
import { buildTestApp, type TestApp } from '#server/test/build-test-app';
import type { ApiClient, TestUser } from '#server/test/clients';
import { openEventStream } from '#server/test/event-stream';

const MISSING_ID = '00000000-0000-4000-8000-000000000000';

describe('service reviews', () => {
  let testApp: TestApp;
  let baseUrl: string;
  let sellerUser: TestUser;
  let requesterUser: TestUser;
  let strangerUser: TestUser;
  let moderatorUser: TestUser;
  let seller: ApiClient;
  let requester: ApiClient;
  let stranger: ApiClient;
  let moderator: ApiClient;
  let visitor: ApiClient;
  let serviceId: string;
  let completedRequestId: string;
  let pendingRequestId: string;

  beforeAll(async () => {
    testApp = await buildTestApp();
    await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(testApp.app.server.address() as AddressInfo).port}`;
    const sellerCreator = await createCreator(testApp.db, { handle: 'sellerreviews' });
    const rita = await createCreator(testApp.db, { handle: 'reviewerrita', displayName: 'Rita V' });
    strangerUser = (await createCreator(testApp.db, { handle: 'strangerreviews' })).user;
    moderatorUser = (await testApp.asStaff('moderator', { handle: 'modreviews' })).user;
    sellerUser = sellerCreator.user;
    requesterUser = rita.user;
    const service = await createService(testApp.db, sellerCreator.profile.id, {
      title: 'Portrait photography',
    });
    serviceId = service.id;
    const newRequest = async (status: string) =>
      (
        await createServiceRequest(testApp.db, service, rita.user.id, {
          description: 'Portraits for the team page',
          contactInfo: 'rita@example.test',
          status,
        })
      ).id;
    completedRequestId = await newRequest('completed');
    pendingRequestId = await newRequest('pending');
  });
  beforeEach(async () => {
    seller = await testApp.as(sellerUser);
    requester = await testApp.as(requesterUser);
    stranger = await testApp.as(strangerUser);
    moderator = await testApp.as(moderatorUser);
    visitor = testApp.visitor();
  });
  afterAll(() => testApp.close());

  const review = (
    requestId: string,
    client: ApiClient,
    payload: object = { rating: 5, comment: 'Lovely shots' },
  ) => client.post(`/api/service-requests/${requestId}/review`, payload);
  const reviews = async (client = visitor, id = serviceId) =>
    (await client.get(`/api/services/${id}/reviews`)).json();

  it('[VISITOR] reads a service’s reviews but may not write one', async () => {
    const response = await visitor.get(`/api/services/${serviceId}/reviews`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
    expect((await review(completedRequestId, visitor)).statusCode).toBe(401);
    expect((await visitor.put(`/api/reviews/${MISSING_ID}`, { rating: 4 })).statusCode).toBe(401);
    expect((await visitor.delete(`/api/reviews/${MISSING_ID}`)).statusCode).toBe(401);
  });

  it('[REQUESTER] may not review a request that is not completed', async () => {
    const response = await review(pendingRequestId, requester);
    expect(response.statusCode).toBe(403);
    expect(response.json().messageId).toBe('reviewNotAllowed');
  });

  it('[SELLER] may not review a request made to them; a stranger is told it does not exist', async () => {
    const bySeller = await review(completedRequestId, seller);
    expect(bySeller.statusCode).toBe(403);
    expect(bySeller.json().messageId).toBe('reviewNotAllowed');
    const byStranger = await review(completedRequestId, stranger);
    expect(byStranger.statusCode).toBe(404);
    expect(byStranger.json().messageId).toBe('requestNotFound');
    expect((await review(MISSING_ID, requester)).statusCode).toBe(404);
  });

  it('[REQUESTER] a review needs a whole rating from 1 to 5', async () => {
    for (const payload of [{}, { rating: 0 }, { rating: 6 }, { rating: 3.5 }]) {
      const response = await review(completedRequestId, requester, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toEqual({ rating: 'ratingRequired' });
    }
    const long = await review(completedRequestId, requester, { rating: 4, comment: 'x'.repeat(2001) });
    expect(long.json().fields).toEqual({ comment: 'reviewCommentTooLong' });
  });

  it('[REQUESTER] reviews a completed request once; the seller is notified live', async () => {
    const sellerTab = await openEventStream(baseUrl, seller.cookie);
    await sellerTab.received('ready');
    const response = await review(completedRequestId, requester);
    expect(response.statusCode).toBe(201);
    const { id } = response.json();
    await sellerTab.received('notifications');
    sellerTab.close();

    const [latest] = await testApp.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, sellerUser.id));
    expect(latest).toMatchObject({
      type: 'order',
      title: 'New review',
      message: 'Rita V rated Portrait photography 5/5',
      link: `/services/${serviceId}`,
    });
    const [row] = await testApp.db.select().from(serviceReviews).where(eq(serviceReviews.id, id));
    expect(row).toMatchObject({
      serviceId,
      serviceRequestId: completedRequestId,
      rating: 5,
      comment: 'Lovely shots',
    });

    const again = await review(completedRequestId, requester, { rating: 1 });
    expect(again.statusCode).toBe(409);
    expect(again.json().messageId).toBe('alreadyReviewed');

    const outgoing = (await requester.get('/api/service-requests?direction=outgoing')).json();
    const reviewed = outgoing.items.find((item: { id: string }) => item.id === completedRequestId);
    expect(reviewed.reviewId).toBe(id);
  });

  it('[REQUESTER] may review once the seller marks the request complete, not before', async () => {
    expect((await review(pendingRequestId, requester, { rating: 3 })).statusCode).toBe(403);
    const completed = await seller.put(`/api/service-requests/${pendingRequestId}/status`, {
      status: 'completed',
    });
    expect(completed.statusCode).toBe(204);
    expect((await review(pendingRequestId, requester, { rating: 3, comment: '  ' })).statusCode).toBe(201);
  });

  it('[USER] lists reviews newest first with the reviewer; only the author may edit or delete', async () => {
    const [newest, older] = await reviews(requester);
    expect(newest).toMatchObject({
      serviceRequestId: pendingRequestId,
      rating: 3,
      comment: null,
      reviewer: { handle: 'reviewerrita', displayName: 'Rita V' },
      canEdit: true,
      canDelete: true,
    });
    expect(older.serviceRequestId).toBe(completedRequestId);
    for (const client of [visitor, seller, stranger]) {
      expect(
        (await reviews(client)).map(({ canEdit, canDelete }: { canEdit: boolean; canDelete: boolean }) => [
          canEdit,
          canDelete,
        ]),
      ).toEqual([
        [false, false],
        [false, false],
      ]);
    }
  });

  it('[STAFF] a moderator is offered deleting every review, and editing none', async () => {
    const listed = await reviews(moderator);
    expect(
      listed.every(
        ({ canEdit, canDelete }: { canEdit: boolean; canDelete: boolean }) => !canEdit && canDelete,
      ),
    ).toBe(true);
  });

  it('[REQUESTER] edits their review; the seller and staff may not', async () => {
    const [, older] = await reviews();
    for (const client of [seller, moderator]) {
      const refused = await client.put(`/api/reviews/${older.id}`, { rating: 1 });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().messageId).toBe('permissionDenied');
    }
    const edited = await requester.put(`/api/reviews/${older.id}`, {
      rating: 4,
      comment: 'Great, a bit late',
    });
    expect(edited.statusCode).toBe(204);
    const after = (await reviews()).find((item: { id: string }) => item.id === older.id);
    expect(after).toMatchObject({ rating: 4, comment: 'Great, a bit late' });
    expect(after.updatedAt >= older.updatedAt).toBe(true);
    expect((await requester.put(`/api/reviews/${MISSING_ID}`, { rating: 4 })).statusCode).toBe(404);
  });

  it('[SELLER] may not delete a review of their service; a moderator and the author may', async () => {
    const [newest, older] = await reviews();
    const bySeller = await seller.delete(`/api/reviews/${older.id}`);
    expect(bySeller.statusCode).toBe(403);
    expect(bySeller.json().messageId).toBe('permissionDenied');
    expect((await stranger.delete(`/api/reviews/${older.id}`)).statusCode).toBe(403);
    expect((await moderator.delete(`/api/reviews/${older.id}`)).statusCode).toBe(204);
    expect((await requester.delete(`/api/reviews/${newest.id}`)).statusCode).toBe(204);
    expect(await reviews()).toEqual([]);
    const gone = await requester.delete(`/api/reviews/${newest.id}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().messageId).toBe('reviewNotFound');
  });

  it('[VISITOR] reviews of an inactive or hidden service are not found; its owner and staff still see them', async () => {
    const owner = await createCreator(testApp.db, { handle: 'inactivereviews' });
    const inactiveId = (await createService(testApp.db, owner.profile.id, { active: false })).id;
    const banned = await createCreator(testApp.db, { handle: 'bannedreviews' });
    await createBan(testApp.db, banned.user.id);
    const hiddenId = (await createService(testApp.db, banned.profile.id)).id;
    for (const id of [inactiveId, hiddenId, MISSING_ID]) {
      for (const client of [visitor, stranger]) {
        const response = await client.get(`/api/services/${id}/reviews`);
        expect(response.statusCode).toBe(404);
        expect(response.json().messageId).toBe('serviceNotFound');
      }
    }
    const ownerClient = await testApp.as(owner);
    expect((await ownerClient.get(`/api/services/${inactiveId}/reviews`)).statusCode).toBe(200);
    expect((await moderator.get(`/api/services/${hiddenId}/reviews`)).statusCode).toBe(200);
  });
});
