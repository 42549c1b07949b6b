import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestEntries, requestQuotes, serviceRequests } from '#server/db/schema/index';
import { createBan, createBlock, createCreator, createReport } from '#server/seed/factories';
import { buildTestApp, type TestApp } from '#server/test/build-test-app';
import type { ApiClient, StaffClient } from '#server/test/clients';
import { castWorkspace, openRequest, type WorkspaceCast } from '#server/test/request-workspace';

// Quotes (docs/decisions/0051): the seller proposes, the requester accepts or declines; every
// transition checked for who and from which state, and of two at once, one wins.

const quoteInput = {
  price: 1200,
  currency: 'eur',
  deliveryDate: '2027-06-30',
  milestones: [
    { title: 'Sketches', amount: 400, dueDate: '2027-05-15' },
    { title: 'Final map', amount: 800, dueDate: '2027-06-30' },
  ],
};

describe('a request workspace, quotes', () => {
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

  const propose = (client: ApiClient, id: string, input: object = quoteInput) =>
    client.post(`/api/service-requests/${id}/quotes`, input);
  const answer = (client: ApiClient, id: string, quoteId: string, verb: 'accept' | 'decline') =>
    client.post(`/api/service-requests/${id}/quotes/${quoteId}/${verb}`);
  const workspace = async (id: string) => (await requester.get(`/api/service-requests/${id}`)).json();
  const quotesOf = (id: string) =>
    testApp.db
      .select()
      .from(requestQuotes)
      .where(eq(requestQuotes.requestId, id))
      .orderBy(requestQuotes.createdAt);
  const entryKinds = async (id: string) =>
    (await workspace(id)).entries.items.map((entry: { kind: string }) => entry.kind).reverse();

  it('[SELLER] proposes a quote with milestones; it is the workspace quote and an entry of the thread', async () => {
    const { id } = await openRequest(testApp.db, cast);
    const response = await propose(seller, id);
    expect(response.statusCode).toBe(201);
    const entry = response.json();
    expect(entry).toMatchObject({
      kind: 'quote',
      mine: true,
      quote: {
        price: 1200,
        currency: 'EUR',
        deliveryDate: '2027-06-30',
        status: 'proposed',
        milestones: [
          { position: 1, title: 'Sketches', amount: 400, dueDate: '2027-05-15', status: 'open' },
          { position: 2, title: 'Final map', amount: 800, dueDate: '2027-06-30', status: 'open' },
        ],
      },
    });
    const seen = await workspace(id);
    expect(seen.quote).toEqual(entry.quote);
    expect(seen.entries.items[0]).toMatchObject({ id: entry.id, mine: false });
    const [request] = await testApp.db.select().from(serviceRequests).where(eq(serviceRequests.id, id));
    expect(request).toMatchObject({ activityBy: cast.seller.user.id });
  });

  it('[SELLER] a new proposal supersedes the one waiting, which can no longer be accepted', async () => {
    const { id } = await openRequest(testApp.db, cast);
    const first = (await propose(seller, id)).json().quote;
    const second = (await propose(seller, id, { ...quoteInput, price: 1000, milestones: [] })).json().quote;
    expect((await quotesOf(id)).map((quote) => quote.status)).toEqual(['superseded', 'proposed']);
    const late = await answer(requester, id, first.id, 'accept');
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: 'conflict', messageId: 'quoteSuperseded' });
    expect((await workspace(id)).quote).toMatchObject({ id: second.id, price: 1000, milestones: [] });
    // Each entry shows its quote as it stands now.
    const quotes = (await workspace(id)).entries.items.map(
      (entry: { quote: { status: string } }) => entry.quote.status,
    );
    expect(quotes).toEqual(['proposed', 'superseded']);
  });

  it('[REQUESTER] accepts: the quote is agreed, a pending request becomes accepted, the thread says so', async () => {
    const { id } = await openRequest(testApp.db, cast);
    const quote = (await propose(seller, id)).json().quote;
    const response = await answer(requester, id, quote.id, 'accept');
    expect(response.statusCode).toBe(204);
    const seen = await workspace(id);
    expect(seen).toMatchObject({ status: 'accepted', quote: { id: quote.id, status: 'accepted' } });
    expect(await entryKinds(id)).toEqual(['quote', 'quoteAccepted', 'status']);
    expect(seen.entries.items[0]).toMatchObject({
      kind: 'status',
      status: { from: 'pending', to: 'accepted' },
    });
    // Agreed: no more quotes, and no second answer.
    const again = await propose(seller, id);
    expect(again.statusCode).toBe(409);
    expect(again.json().messageId).toBe('quoteAlreadyAgreed');
    const twice = await answer(requester, id, quote.id, 'decline');
    expect(twice.statusCode).toBe(409);
    expect(twice.json().messageId).toBe('quoteAlreadyAnswered');
  });

  it('[REQUESTER] declines; the seller may propose again', async () => {
    const { id } = await openRequest(testApp.db, cast);
    const quote = (await propose(seller, id)).json().quote;
    expect((await answer(requester, id, quote.id, 'decline')).statusCode).toBe(204);
    expect(await workspace(id)).toMatchObject({ status: 'pending', quote: null });
    expect(await entryKinds(id)).toEqual(['quote', 'quoteDeclined']);
    expect((await propose(seller, id)).statusCode).toBe(201);
  });

  it('[USER] each side keeps to its part: the requester quotes nothing, the seller answers nothing', async () => {
    const { id } = await openRequest(testApp.db, cast);
    const byRequester = await propose(requester, id);
    expect(byRequester.statusCode).toBe(403);
    expect(byRequester.json().messageId).toBe('onlySellerQuotes');
    const quote = (await propose(seller, id)).json().quote;
    for (const verb of ['accept', 'decline'] as const) {
      const bySeller = await answer(seller, id, quote.id, verb);
      expect(bySeller.statusCode).toBe(403);
      expect(bySeller.json().messageId).toBe('onlyRequesterAnswers');
    }
    expect((await quotesOf(id)).map((row) => row.status)).toEqual(['proposed']);
  });

  it('[USER] a visitor, a third member, staff without and with a report, a blocked and a banned side are refused', async () => {
    const blocker = await createCreator(testApp.db);
    const banned = await createCreator(testApp.db);
    const { id } = await openRequest(testApp.db, { ...cast, requester: blocker });
    const quote = (await propose(seller, id)).json().quote;
    const bannedRequest = await openRequest(testApp.db, { ...cast, requester: banned });
    const bannedQuote = (await propose(seller, bannedRequest.id)).json().quote;
    const bannedClient = await testApp.as(banned);
    await createBan(testApp.db, banned.user.id);
    await createBlock(testApp.db, blocker.user.id, cast.seller.user.id);
    const blockerClient = await testApp.as(blocker);

    expect((await propose(testApp.visitor(), id)).statusCode).toBe(401);
    expect((await answer(testApp.visitor(), id, quote.id, 'accept')).statusCode).toBe(401);
    for (const client of [stranger, moderator]) {
      expect((await propose(client, id)).json()).toMatchObject({ messageId: 'requestNotFound' });
      expect((await answer(client, id, quote.id, 'accept')).statusCode).toBe(404);
    }
    const blockedSeller = await propose(seller, id);
    expect(blockedSeller.statusCode).toBe(403);
    expect(blockedSeller.json().messageId).toBe('blockedByMember');
    const blockingRequester = await answer(blockerClient, id, quote.id, 'accept');
    expect(blockingRequester.statusCode).toBe(403);
    expect(blockingRequester.json().messageId).toBe('youBlockedMember');
    const bannedAnswer = await answer(bannedClient, bannedRequest.id, bannedQuote.id, 'accept');
    expect(bannedAnswer.statusCode).toBe(403);
    expect(bannedAnswer.json().messageId).toBe('accountSuspended');

    await createReport(testApp.db, cast.stranger.user.id, {
      targetType: 'user',
      targetId: cast.seller.user.id,
    });
    const staff = await propose(moderator, id);
    expect(staff.statusCode).toBe(403);
    expect(staff.json().messageId).toBe('staffReadOnly');
    expect((await answer(moderator, id, quote.id, 'decline')).json().messageId).toBe('staffReadOnly');
    expect((await quotesOf(id)).map((row) => row.status)).toEqual(['proposed']);
    expect((await quotesOf(bannedRequest.id)).map((row) => row.status)).toEqual(['proposed']);
  });

  it('[SELLER] quotes only a pending or accepted request; a quote of another request is not found', async () => {
    const { id } = await openRequest(testApp.db, cast);
    const other = await openRequest(testApp.db, cast);
    const quote = (await propose(seller, other.id)).json().quote;
    const mixed = await answer(requester, id, quote.id, 'accept');
    expect(mixed.statusCode).toBe(404);
    expect(mixed.json().messageId).toBe('quoteNotFound');
    for (const status of ['in_progress', 'completed', 'rejected']) {
      await seller.put(`/api/service-requests/${id}/status`, { status });
      const response = await propose(seller, id);
      expect(response.statusCode).toBe(409);
      expect(response.json().messageId).toBe('requestNotOpenForQuotes');
    }
    // A quote waiting when the seller rejects the request can be declined, not accepted.
    await seller.put(`/api/service-requests/${other.id}/status`, { status: 'rejected' });
    const accepted = await answer(requester, other.id, quote.id, 'accept');
    expect(accepted.statusCode).toBe(409);
    expect(accepted.json().messageId).toBe('requestNotOpenForQuotes');
    expect((await answer(requester, other.id, quote.id, 'decline')).statusCode).toBe(204);
  });

  it('[SELLER] a quote needs a price, a currency, a real date and at most 5 titled milestones', async () => {
    const { id } = await openRequest(testApp.db, cast);
    const cases: Array<[object, Record<string, string>]> = [
      [{ ...quoteInput, price: 0 }, { price: 'quoteAmountInvalid' }],
      [{ ...quoteInput, price: 0.001 }, { price: 'quoteAmountInvalid' }],
      [{ ...quoteInput, currency: 'euro' }, { currency: 'currencyInvalid' }],
      [{ ...quoteInput, deliveryDate: '2027-02-30' }, { deliveryDate: 'deadlineInvalid' }],
      [
        { ...quoteInput, milestones: Array.from({ length: 6 }, () => quoteInput.milestones[0]) },
        { milestones: 'tooManyMilestones' },
      ],
      [
        { ...quoteInput, milestones: [{ title: ' ', amount: 10, dueDate: '2027-05-01' }] },
        { 'milestones.0.title': 'milestoneTitleRequired' },
      ],
      // A megabyte of text is refused by the field's rule, and past the body limit by its size.
      [{ ...quoteInput, currency: 'x'.repeat(1_000_000) }, { currency: 'currencyInvalid' }],
    ];
    for (const [input, fields] of cases) {
      const response = await propose(seller, id, input);
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toMatchObject(fields);
    }
    expect((await propose(seller, id, { ...quoteInput, currency: 'x'.repeat(1024 * 1024) })).statusCode).toBe(
      413,
    );
    const nul = await propose(seller, id, {
      ...quoteInput,
      milestones: [{ ...quoteInput.milestones[0], title: 'A\u0000' }],
    });
    expect(nul.statusCode).toBe(400);
    expect(nul.json().messageId).toBe('invalidCharacters');
    expect(await quotesOf(id)).toEqual([]);
  });

  it('[REQUESTER] two tabs answer the same quote at once: one wins, the other is told it was answered', async () => {
    const { id } = await openRequest(testApp.db, cast);
    const quote = (await propose(seller, id)).json().quote;
    const otherTab = await testApp.as(cast.requester, { newSession: true });
    const answers = await Promise.all([
      answer(requester, id, quote.id, 'accept'),
      answer(otherTab, id, quote.id, 'decline'),
    ]);
    const statuses = answers.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([204, 409]);
    const lost = answers.find((response) => response.statusCode === 409);
    expect(lost?.json()).toMatchObject({ code: 'conflict', messageId: 'quoteAlreadyAnswered' });
    const [row] = await quotesOf(id);
    const won = answers[0]?.statusCode === 204 ? 'accepted' : 'declined';
    expect(row?.status).toBe(won);
    const answerEntries = await testApp.db
      .select()
      .from(requestEntries)
      .where(
        and(
          eq(requestEntries.requestId, id),
          eq(requestEntries.kind, won === 'accepted' ? 'quoteAccepted' : 'quoteDeclined'),
        ),
      );
    expect(answerEntries).toHaveLength(1);
    expect(await entryKinds(id)).not.toContain(won === 'accepted' ? 'quoteDeclined' : 'quoteAccepted');
  });
});
