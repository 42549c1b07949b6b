import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCreator, createService } from '../../db/factories';
import {
  bannedUsers,
  notifications,
  serviceRequests,
  serviceReviews,
  userRoles,
} from '../../db/schema/index';
import { buildTestApp } from '../../test/build-test-app';
import { openEventStream } from '../../test/event-stream';
import { nextClientAddress, signInAs } from '../../test/sign-in';

const MISSING_ID = '00000000-0000-4000-8000-000000000000';

describe('service reviews', () => {
  let harness: Awaited<ReturnType<typeof buildTestApp>>;
  let baseUrl: string;
  let sellerCookie: string;
  let requesterCookie: string;
  let strangerCookie: string;
  let moderatorCookie: string;
  let sellerUserId: string;
  let serviceId: string;
  let completedRequestId: string;
  let pendingRequestId: string;

  beforeAll(async () => {
    harness = await buildTestApp();
    await harness.app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(harness.app.server.address() as AddressInfo).port}`;
    const seller = await createCreator(harness.db, {
      handle: 'sellerreviews',
      user: { email: 'seller-v@example.test' },
    });
    const requester = await createCreator(harness.db, {
      handle: 'reviewerrita',
      displayName: 'Rita V',
      user: { email: 'rita-v@example.test' },
    });
    await createCreator(harness.db, {
      handle: 'strangerreviews',
      user: { email: 'stranger-v@example.test' },
    });
    const moderator = await createCreator(harness.db, {
      handle: 'modreviews',
      user: { email: 'mod-v@example.test' },
    });
    await harness.db.insert(userRoles).values({ userId: moderator.user.id, role: 'moderator' });
    sellerUserId = seller.user.id;
    serviceId = (await createService(harness.db, seller.profile.id, { title: 'Portrait photography' })).id;
    const newRequest = async (status: string) => {
      const [row] = await harness.db
        .insert(serviceRequests)
        .values({
          serviceId,
          sellerProfileId: seller.profile.id,
          requesterId: requester.user.id,
          description: 'Portraits for the team page',
          selectedContactMethod: 'Email',
          contactInfo: 'rita@example.test',
          status,
        })
        .returning();
      if (!row) throw new Error('no request inserted');
      return row.id;
    };
    completedRequestId = await newRequest('completed');
    pendingRequestId = await newRequest('pending');
    sellerCookie = await signInAs(harness.app, 'seller-v@example.test');
    requesterCookie = await signInAs(harness.app, 'rita-v@example.test');
    strangerCookie = await signInAs(harness.app, 'stranger-v@example.test');
    moderatorCookie = await signInAs(harness.app, 'mod-v@example.test');
  });
  afterAll(() => harness.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, cookie = '', payload?: object) =>
    harness.app.inject({
      method,
      url: `/api${url}`,
      headers: { cookie },
      payload,
      remoteAddress: nextClientAddress(),
    });
  const review = (
    requestId: string,
    cookie: string,
    payload: object = { rating: 5, comment: 'Lovely shots' },
  ) => call('POST', `/service-requests/${requestId}/review`, cookie, payload);
  const reviews = async (cookie = '', id = serviceId) =>
    (await call('GET', `/services/${id}/reviews`, cookie)).json();

  it('[VISITOR] reads a service’s reviews but may not write one', async () => {
    const response = await call('GET', `/services/${serviceId}/reviews`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
    expect((await review(completedRequestId, '')).statusCode).toBe(401);
    expect((await call('PUT', `/reviews/${MISSING_ID}`, '', { rating: 4 })).statusCode).toBe(401);
    expect((await call('DELETE', `/reviews/${MISSING_ID}`)).statusCode).toBe(401);
  });

  it('[REQUESTER] may not review a request that is not completed', async () => {
    const response = await review(pendingRequestId, requesterCookie);
    expect(response.statusCode).toBe(403);
    expect(response.json().messageId).toBe('reviewNotAllowed');
  });

  it('[SELLER] may not review a request made to them; a stranger is told it does not exist', async () => {
    const bySeller = await review(completedRequestId, sellerCookie);
    expect(bySeller.statusCode).toBe(403);
    expect(bySeller.json().messageId).toBe('reviewNotAllowed');
    const byStranger = await review(completedRequestId, strangerCookie);
    expect(byStranger.statusCode).toBe(404);
    expect(byStranger.json().messageId).toBe('requestNotFound');
    expect((await review(MISSING_ID, requesterCookie)).statusCode).toBe(404);
  });

  it('[REQUESTER] a review needs a whole rating from 1 to 5', async () => {
    for (const payload of [{}, { rating: 0 }, { rating: 6 }, { rating: 3.5 }]) {
      const response = await review(completedRequestId, requesterCookie, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toEqual({ rating: 'ratingRequired' });
    }
    const long = await review(completedRequestId, requesterCookie, { rating: 4, comment: 'x'.repeat(2001) });
    expect(long.json().fields).toEqual({ comment: 'reviewCommentTooLong' });
  });

  it('[REQUESTER] reviews a completed request once; the seller is notified live', async () => {
    const sellerTab = await openEventStream(baseUrl, sellerCookie);
    await sellerTab.received('ready');
    const response = await review(completedRequestId, requesterCookie);
    expect(response.statusCode).toBe(201);
    const { id } = response.json();
    await sellerTab.received('notifications');
    sellerTab.close();

    const [latest] = await harness.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, sellerUserId));
    expect(latest).toMatchObject({
      type: 'order',
      title: 'New review',
      message: 'Rita V rated Portrait photography 5/5',
      link: `/services/${serviceId}`,
    });
    const [row] = await harness.db.select().from(serviceReviews).where(eq(serviceReviews.id, id));
    expect(row).toMatchObject({
      serviceId,
      serviceRequestId: completedRequestId,
      rating: 5,
      comment: 'Lovely shots',
    });

    const again = await review(completedRequestId, requesterCookie, { rating: 1 });
    expect(again.statusCode).toBe(409);
    expect(again.json().messageId).toBe('alreadyReviewed');

    const outgoing = (await call('GET', '/service-requests?direction=outgoing', requesterCookie)).json();
    const reviewed = outgoing.items.find((item: { id: string }) => item.id === completedRequestId);
    expect(reviewed.reviewId).toBe(id);
  });

  it('[REQUESTER] may review once the seller marks the request complete, not before', async () => {
    expect((await review(pendingRequestId, requesterCookie, { rating: 3 })).statusCode).toBe(403);
    const completed = await call('PUT', `/service-requests/${pendingRequestId}/status`, sellerCookie, {
      status: 'completed',
    });
    expect(completed.statusCode).toBe(204);
    expect((await review(pendingRequestId, requesterCookie, { rating: 3, comment: '  ' })).statusCode).toBe(
      201,
    );
  });

  it('[USER] lists reviews newest first with the reviewer; only the author may edit or delete', async () => {
    const [newest, older] = await reviews(requesterCookie);
    expect(newest).toMatchObject({
      serviceRequestId: pendingRequestId,
      rating: 3,
      comment: null,
      reviewer: { handle: 'reviewerrita', displayName: 'Rita V' },
      canEdit: true,
      canDelete: true,
    });
    expect(older.serviceRequestId).toBe(completedRequestId);
    for (const cookie of ['', sellerCookie, strangerCookie]) {
      expect(
        (await reviews(cookie)).map(({ canEdit, canDelete }: { canEdit: boolean; canDelete: boolean }) => [
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
    const listed = await reviews(moderatorCookie);
    expect(
      listed.every(
        ({ canEdit, canDelete }: { canEdit: boolean; canDelete: boolean }) => !canEdit && canDelete,
      ),
    ).toBe(true);
  });

  it('[REQUESTER] edits their review; the seller and staff may not', async () => {
    const [, older] = await reviews();
    for (const cookie of [sellerCookie, moderatorCookie]) {
      const refused = await call('PUT', `/reviews/${older.id}`, cookie, { rating: 1 });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().messageId).toBe('permissionDenied');
    }
    const edited = await call('PUT', `/reviews/${older.id}`, requesterCookie, {
      rating: 4,
      comment: 'Great, a bit late',
    });
    expect(edited.statusCode).toBe(204);
    const after = (await reviews()).find((item: { id: string }) => item.id === older.id);
    expect(after).toMatchObject({ rating: 4, comment: 'Great, a bit late' });
    expect(after.updatedAt >= older.updatedAt).toBe(true);
    expect((await call('PUT', `/reviews/${MISSING_ID}`, requesterCookie, { rating: 4 })).statusCode).toBe(
      404,
    );
  });

  it('[SELLER] may not delete a review of their service; a moderator and the author may', async () => {
    const [newest, older] = await reviews();
    const bySeller = await call('DELETE', `/reviews/${older.id}`, sellerCookie);
    expect(bySeller.statusCode).toBe(403);
    expect(bySeller.json().messageId).toBe('permissionDenied');
    expect((await call('DELETE', `/reviews/${older.id}`, strangerCookie)).statusCode).toBe(403);
    expect((await call('DELETE', `/reviews/${older.id}`, moderatorCookie)).statusCode).toBe(204);
    expect((await call('DELETE', `/reviews/${newest.id}`, requesterCookie)).statusCode).toBe(204);
    expect(await reviews()).toEqual([]);
    const gone = await call('DELETE', `/reviews/${newest.id}`, requesterCookie);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().messageId).toBe('reviewNotFound');
  });

  it('[VISITOR] reviews of an inactive or hidden service are not found; its owner and staff still see them', async () => {
    const owner = await createCreator(harness.db, {
      handle: 'inactivereviews',
      user: { email: 'inactive-v@example.test' },
    });
    const inactiveId = (await createService(harness.db, owner.profile.id, { active: false })).id;
    const banned = await createCreator(harness.db, { handle: 'bannedreviews' });
    await harness.db.insert(bannedUsers).values({ userId: banned.user.id });
    const hiddenId = (await createService(harness.db, banned.profile.id)).id;
    for (const id of [inactiveId, hiddenId, MISSING_ID]) {
      for (const cookie of ['', strangerCookie]) {
        const response = await call('GET', `/services/${id}/reviews`, cookie);
        expect(response.statusCode).toBe(404);
        expect(response.json().messageId).toBe('serviceNotFound');
      }
    }
    const ownerCookie = await signInAs(harness.app, 'inactive-v@example.test');
    expect((await call('GET', `/services/${inactiveId}/reviews`, ownerCookie)).statusCode).toBe(200);
    expect((await call('GET', `/services/${hiddenId}/reviews`, moderatorCookie)).statusCode).toBe(200);
  });
});
