import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  notifications,
  requestDeliveries,
  requestEntries,
  requestMilestones,
  serviceRequests,
} from '#server/db/schema/index';
import {
  createBan,
  createBlock,
  createCreator,
  createReport,
  createRequestQuote,
} from '#server/seed/factories';
import { buildTestApp, type TestApp } from '#server/test/build-test-app';
import type { ApiClient, StaffClient } from '#server/test/clients';
import {
  castWorkspace,
  FILE_BYTES,
  formOf,
  openRequest,
  type AttachedFile,
  type WorkspaceCast,
} from '#server/test/request-workspace';

// Deliveries (docs/decisions/0051): the seller delivers the whole request or a milestone of the
// agreed quote; the requester approves or asks for changes; the last approval completes the request.

describe('a request workspace, deliveries', () => {
  let testApp: TestApp;
  let cast: WorkspaceCast;
  let seller: ApiClient;
  let requester: ApiClient;
  let stranger: ApiClient;
  let moderator: StaffClient;

  beforeAll(async () => {
    testApp = await buildTestApp();
    cast = await castWorkspace(testApp.db);
    seller = await testApp.as(cast.seller);
    requester = await testApp.as(cast.requester);
    stranger = await testApp.as(cast.stranger);
    moderator = await testApp.asStaff('moderator');
  });
  afterAll(() => testApp.close());

  const deliver = (
    client: ApiClient,
    id: string,
    body: string,
    milestoneId = '',
    files: AttachedFile[] = [],
  ) => client.post(`/api/service-requests/${id}/deliveries`, formOf({ body, milestoneId }, files));
  const approve = (client: ApiClient, id: string, deliveryId: string) =>
    client.post(`/api/service-requests/${id}/deliveries/${deliveryId}/approve`);
  const askChanges = (client: ApiClient, id: string, deliveryId: string, note = 'Bigger labels, please') =>
    client.post(`/api/service-requests/${id}/deliveries/${deliveryId}/changes`, { note });
  const workspace = async (id: string) => (await requester.get(`/api/service-requests/${id}`)).json();
  const milestonesOf = async (quoteId: string) =>
    (
      await testApp.db
        .select()
        .from(requestMilestones)
        .where(eq(requestMilestones.quoteId, quoteId))
        .orderBy(requestMilestones.position)
    ).map((milestone) => milestone.status);
  const latestNotice = async () =>
    (
      await testApp.db
        .select()
        .from(notifications)
        .where(eq(notifications.userId, cast.requester.user.id))
        .orderBy(desc(notifications.createdAt))
        .limit(1)
    )[0];

  /** A request whose quote of two milestones the requester accepted. */
  async function agreedWithMilestones() {
    const { id } = await openRequest(testApp.db, cast);
    const quote = (
      await seller.post(`/api/service-requests/${id}/quotes`, {
        price: 1000,
        currency: 'USD',
        deliveryDate: '2027-06-30',
        milestones: [
          { title: 'Sketches', amount: 300, dueDate: '2027-05-15' },
          { title: 'Final map', amount: 700, dueDate: '2027-06-30' },
        ],
      })
    ).json().quote;
    expect((await requester.post(`/api/service-requests/${id}/quotes/${quote.id}/accept`)).statusCode).toBe(
      204,
    );
    const [first, second] = quote.milestones as Array<{ id: string }>;
    if (!first || !second) throw new Error('milestones missing');
    return { id, quoteId: quote.id as string, first: first.id, second: second.id };
  }

  /** A request the seller accepted through the status dropdown, without a quote. */
  async function acceptedWithoutQuote() {
    const { id } = await openRequest(testApp.db, cast, { status: 'accepted' });
    return id;
  }

  it('[SELLER] delivers each milestone; a revision reopens it; the last approval completes the request', async () => {
    const { id, quoteId, first, second } = await agreedWithMilestones();
    const delivered = await deliver(seller, id, 'First sketches', first, [
      { name: 'sketches.pdf', bytes: FILE_BYTES.pdf },
    ]);
    expect(delivered.statusCode).toBe(201);
    const entry = delivered.json();
    expect(entry).toMatchObject({
      kind: 'delivery',
      body: 'First sketches',
      files: [{ name: 'sketches.pdf', contentType: 'application/pdf' }],
      delivery: { status: 'submitted', milestone: { id: first, position: 1, title: 'Sketches' } },
    });
    // The first delivery starts the work, and the requester hears of it.
    expect(await workspace(id)).toMatchObject({ status: 'in_progress' });
    expect(await latestNotice()).toMatchObject({
      kind: 'requestStatus',
      link: `/service-requests/${id}`,
      subjectId: id,
      actorId: cast.seller.user.id,
    });
    expect(await milestonesOf(quoteId)).toEqual(['delivered', 'open']);
    const again = await deliver(seller, id, 'Again', first);
    expect(again.statusCode).toBe(409);
    expect(again.json().messageId).toBe('milestoneNotOpen');

    expect((await askChanges(requester, id, entry.delivery.id)).statusCode).toBe(204);
    expect(await milestonesOf(quoteId)).toEqual(['open', 'open']);
    const afterChanges = await workspace(id);
    expect(afterChanges.revisionCount).toBe(1);
    expect(afterChanges.entries.items[0]).toMatchObject({
      kind: 'changesRequested',
      body: 'Bigger labels, please',
      delivery: { id: entry.delivery.id, status: 'changesRequested' },
    });

    const revised = (await deliver(seller, id, 'Bigger labels', first)).json();
    expect((await approve(requester, id, revised.delivery.id)).statusCode).toBe(204);
    expect(await milestonesOf(quoteId)).toEqual(['approved', 'open']);
    expect((await workspace(id)).status).toBe('in_progress');

    const final = (
      await deliver(seller, id, 'The final map', second, [{ name: 'map.zip', bytes: FILE_BYTES.zip }])
    ).json();
    expect((await approve(requester, id, final.delivery.id)).statusCode).toBe(204);
    const done = await workspace(id);
    expect(done).toMatchObject({ status: 'completed', revisionCount: 1, quote: { status: 'accepted' } });
    expect(done.entries.items.slice(0, 2)).toMatchObject([
      { kind: 'status', status: { from: 'in_progress', to: 'completed' }, mine: true },
      { kind: 'deliveryApproved', delivery: { id: final.delivery.id, status: 'approved' } },
    ]);
    // The completion reaches the requester through the status notification, which asks for a review.
    expect(await latestNotice()).toMatchObject({ kind: 'requestStatus', subjectId: id, actorId: null });
    expect(done.entries.items.map((item: { kind: string }) => item.kind).reverse()).toEqual([
      'quote',
      'quoteAccepted',
      'status',
      'delivery',
      'status',
      'changesRequested',
      'delivery',
      'deliveryApproved',
      'delivery',
      'deliveryApproved',
      'status',
    ]);
  });

  it('[SELLER] without a quote delivers the whole request, one delivery waiting at a time', async () => {
    const id = await acceptedWithoutQuote();
    const first = await deliver(seller, id, '', '', [{ name: 'all.zip', bytes: FILE_BYTES.zip }]);
    expect(first.statusCode).toBe(201);
    expect(first.json().delivery).toMatchObject({ status: 'submitted', milestone: null });
    const second = await deliver(seller, id, 'And this too');
    expect(second.statusCode).toBe(409);
    expect(second.json().messageId).toBe('deliveryAwaitingAnswer');
    expect((await approve(requester, id, first.json().delivery.id)).statusCode).toBe(204);
    expect((await workspace(id)).status).toBe('completed');
    const after = await deliver(seller, id, 'One more thing');
    expect(after.statusCode).toBe(409);
    expect(after.json().messageId).toBe('requestNotInProgress');
  });

  it('[SELLER] names a milestone of the agreed quote when it has some, never one of another quote', async () => {
    const { id } = await agreedWithMilestones();
    const whole = await deliver(seller, id, 'Everything at once');
    expect(whole.statusCode).toBe(400);
    expect(whole.json()).toMatchObject({
      messageId: 'milestoneRequired',
      fields: { milestoneId: 'milestoneRequired' },
    });
    const otherRequest = await openRequest(testApp.db, cast);
    const { milestones } = await createRequestQuote(testApp.db, otherRequest.id, { status: 'accepted' }, [
      'Elsewhere',
    ]);
    const foreign = await deliver(seller, id, 'Wrong one', milestones[0]?.id);
    expect(foreign.statusCode).toBe(409);
    expect(foreign.json().messageId).toBe('milestoneNotOpen');
    expect((await deliver(seller, id, 'Bad id', 'not-a-uuid')).json().fields).toMatchObject({
      milestoneId: expect.any(String),
    });
    const empty = await deliver(seller, id, '  ', milestones[0]?.id);
    expect(empty.json().messageId).toBe('messageRequired');
  });

  it('[SELLER] delivers only an accepted request or one in progress', async () => {
    const { id } = await openRequest(testApp.db, cast);
    for (const status of ['rejected', 'completed', 'pending']) {
      expect((await seller.put(`/api/service-requests/${id}/status`, { status })).statusCode).toBe(204);
      const response = await deliver(seller, id, 'Here it is', '', [
        { name: 'a.pdf', bytes: FILE_BYTES.pdf },
      ]);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ code: 'conflict', messageId: 'requestNotInProgress' });
    }
    expect(
      await testApp.db.select().from(requestDeliveries).where(eq(requestDeliveries.requestId, id)),
    ).toEqual([]);
  });

  it('[USER] the requester delivers nothing and the seller answers nothing', async () => {
    const id = await acceptedWithoutQuote();
    const byRequester = await deliver(requester, id, 'I did it myself', '', [
      { name: 'a.pdf', bytes: FILE_BYTES.pdf },
    ]);
    expect(byRequester.statusCode).toBe(403);
    expect(byRequester.json().messageId).toBe('onlySellerDelivers');
    const delivery = (await deliver(seller, id, 'Done')).json().delivery;
    for (const response of [
      await approve(seller, id, delivery.id),
      await askChanges(seller, id, delivery.id),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.json().messageId).toBe('onlyRequesterAnswers');
    }
    const other = await acceptedWithoutQuote();
    const mixed = await approve(requester, other, delivery.id);
    expect(mixed.statusCode).toBe(404);
    expect(mixed.json().messageId).toBe('deliveryNotFound');
    const blankNote = await askChanges(requester, id, delivery.id, ' ');
    expect(blankNote.json().fields).toEqual({ note: 'changesNoteRequired' });
    const [row] = await testApp.db
      .select()
      .from(requestDeliveries)
      .where(eq(requestDeliveries.id, delivery.id));
    expect(row?.status).toBe('submitted');
  });

  it('[USER] a visitor, a third member, staff, a blocked and a banned side are refused', async () => {
    const blocked = await createCreator(testApp.db);
    const banned = await createCreator(testApp.db);
    const id = (await openRequest(testApp.db, { ...cast, requester: blocked }, { status: 'accepted' })).id;
    const delivery = (await deliver(seller, id, 'Done')).json().delivery;
    const bannedId = (await openRequest(testApp.db, { ...cast, requester: banned }, { status: 'accepted' }))
      .id;
    const bannedDelivery = (await deliver(seller, bannedId, 'Done')).json().delivery;
    const bannedClient = await testApp.as(banned);
    await createBan(testApp.db, banned.user.id);

    expect((await deliver(testApp.visitor(), id, 'x')).statusCode).toBe(401);
    expect((await approve(testApp.visitor(), id, delivery.id)).statusCode).toBe(401);
    for (const client of [stranger, moderator]) {
      expect((await deliver(client, id, 'x')).statusCode).toBe(404);
      expect((await approve(client, id, delivery.id)).json().messageId).toBe('requestNotFound');
    }
    await createReport(testApp.db, cast.stranger.user.id, { targetType: 'user', targetId: blocked.user.id });
    expect((await deliver(moderator, id, 'x')).json().messageId).toBe('staffReadOnly');
    expect((await approve(moderator, id, delivery.id)).json().messageId).toBe('staffReadOnly');

    await createBlock(testApp.db, cast.seller.user.id, blocked.user.id);
    const blockedClient = await testApp.as(blocked);
    expect((await approve(blockedClient, id, delivery.id)).json().messageId).toBe('blockedByMember');
    expect((await deliver(seller, id, 'More')).json().messageId).toBe('youBlockedMember');
    expect((await approve(bannedClient, bannedId, bannedDelivery.id)).json().messageId).toBe(
      'accountSuspended',
    );
    const rows = await testApp.db.select().from(requestDeliveries).where(eq(requestDeliveries.requestId, id));
    expect(rows.map((row) => row.status)).toEqual(['submitted']);
  });

  it('[REQUESTER] two tabs answer the same delivery at once: one wins, the request completes once', async () => {
    const id = await acceptedWithoutQuote();
    const delivery = (await deliver(seller, id, 'All done')).json().delivery;
    const otherTab = await testApp.as(cast.requester, { newSession: true });
    const answers = await Promise.all([
      approve(requester, id, delivery.id),
      approve(otherTab, id, delivery.id),
      askChanges(otherTab, id, delivery.id),
    ]);
    expect(answers.map((response) => response.statusCode).sort()).toEqual([204, 409, 409]);
    for (const lost of answers.filter((response) => response.statusCode === 409)) {
      expect(lost.json()).toMatchObject({ code: 'conflict', messageId: 'deliveryAlreadyAnswered' });
    }
    const answerEntries = await testApp.db
      .select({ kind: requestEntries.kind })
      .from(requestEntries)
      .where(and(eq(requestEntries.requestId, id)));
    const kinds = answerEntries.map((entry) => entry.kind);
    expect(kinds.filter((kind) => kind === 'deliveryApproved' || kind === 'changesRequested')).toHaveLength(
      1,
    );
    const [row] = await testApp.db.select().from(serviceRequests).where(eq(serviceRequests.id, id));
    if (kinds.includes('deliveryApproved')) {
      expect(row).toMatchObject({ status: 'completed', revisionCount: 0 });
      expect(kinds.filter((kind) => kind === 'status')).toHaveLength(2);
    } else {
      expect(row).toMatchObject({ status: 'in_progress', revisionCount: 1 });
    }
  });
});
