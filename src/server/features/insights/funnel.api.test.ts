import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Insights } from '#shared/schemas/insights';
import { follows, services } from '#server/db/schema/index';
import { appDeps } from '#server/feature-kit/app-deps';
import {
  createBan,
  createConversation,
  createCreator,
  createFollow,
  createMessage,
  createService,
  createServiceRequest,
} from '#server/seed/factories';
import { buildTestApp, type TestApp } from '#server/test/build-test-app';
import type { ApiClient, MemberClient } from '#server/test/clients';
import { insightsOf } from './insights-instance';

const BROWSER =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const CRAWLER = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const DAY_MS = 24 * 60 * 60 * 1000;

describe('what a creator’s pages led to: request forms begun, requests, conversations and follows', () => {
  let testApp: TestApp;
  let seller: Awaited<ReturnType<typeof createCreator>>;
  let sellerClient: MemberClient;
  let wayfinding: Awaited<ReturnType<typeof createService>>;
  let signs: Awaited<ReturnType<typeof createService>>;
  let buyers: Awaited<ReturnType<typeof createCreator>>[];

  beforeAll(async () => {
    testApp = await buildTestApp();
    seller = await createCreator(testApp.db, { handle: 'nora' });
    sellerClient = await testApp.as(seller);
    wayfinding = await createService(testApp.db, seller.profile.id, { title: 'Wayfinding' });
    signs = await createService(testApp.db, seller.profile.id, { title: 'Shop signs' });
    buyers = await Promise.all([1, 2, 3].map(() => createCreator(testApp.db)));
  });
  afterAll(() => testApp?.close());

  const flush = () => insightsOf(appDeps(testApp.app)).counter.flush();
  const begin = (client: ApiClient, serviceId: string, userAgent = BROWSER) =>
    client.post('/api/insights/request-forms', { serviceId }, { 'user-agent': userAgent });
  const view = (serviceId: string, address: string) =>
    testApp
      .visitor({ address })
      .post(
        '/api/insights/views',
        { kind: 'service', id: serviceId, language: 'en' },
        { 'user-agent': BROWSER },
      );
  const funnel = async (client: MemberClient = sellerClient) =>
    (await client.get('/api/insights?days=7')).json<Insights>().funnel;

  it('[MEMBER] a request form begun counts for its service; the seller’s own, a crawler’s and a form of a service withdrawn do not', async () => {
    const ana = await testApp.as(buyers[0]!);
    const ben = await testApp.as(buyers[1]!);
    for (const client of [ana, ben]) expect((await begin(client, wayfinding.id)).statusCode).toBe(204);
    expect((await begin(sellerClient, wayfinding.id)).statusCode).toBe(204);
    expect((await begin(ana, wayfinding.id, CRAWLER)).statusCode).toBe(204);
    const withdrawn = await createService(testApp.db, seller.profile.id, { active: false });
    expect((await begin(ana, withdrawn.id)).statusCode).toBe(204);
    for (const address of ['192.0.2.1', '192.0.2.2', '192.0.2.3']) await view(wayfinding.id, address);
    await view(signs.id, '192.0.2.4');
    await flush();

    const figures = await funnel();
    expect(figures).toEqual(
      expect.objectContaining({ serviceViews: 4, requestFormsOpened: 2, requestsSent: 0 }),
    );
    expect(figures.services).toEqual([
      {
        id: wayfinding.id,
        title: 'Wayfinding',
        path: `/services/${wayfinding.id}`,
        views: 3,
        requestFormsOpened: 2,
        requestsSent: 0,
      },
      {
        id: signs.id,
        title: 'Shop signs',
        path: `/services/${signs.id}`,
        views: 1,
        requestFormsOpened: 0,
        requestsSent: 0,
      },
    ]);
  });

  it('[MEMBER] requests sent, conversations others began and new followers are read from their rows, within the period', async () => {
    const [ana, ben, cleo] = buyers.map((buyer) => buyer.user.id) as [string, string, string];
    const longAgo = new Date(Date.now() - 10 * DAY_MS);
    await createServiceRequest(testApp.db, wayfinding, ana);
    await createServiceRequest(testApp.db, wayfinding, ben, { status: 'accepted' });
    await createServiceRequest(testApp.db, signs, ana, { createdAt: longAgo });
    // A service asked for through a link, its page never counted.
    const lettering = await createService(testApp.db, seller.profile.id, { title: 'Hand lettering' });
    await createServiceRequest(testApp.db, lettering, cleo);
    // Ana wrote first, and so did Nora to Ben: only Ana's conversation is one others began.
    const withAna = await createConversation(testApp.db, seller.user.id, ana);
    await createMessage(testApp.db, withAna.id, ana);
    await createMessage(testApp.db, withAna.id, seller.user.id);
    const withBen = await createConversation(testApp.db, seller.user.id, ben);
    await createMessage(testApp.db, withBen.id, seller.user.id);
    await createMessage(testApp.db, withBen.id, ben);
    await createFollow(testApp.db, ana, seller.user.id);
    await createFollow(testApp.db, cleo, seller.user.id);
    await createFollow(testApp.db, seller.user.id, ben);
    // A follow of ten days ago, outside the last seven days.
    const oldFollow = await createFollow(testApp.db, ben, seller.user.id);
    await testApp.db.update(follows).set({ createdAt: longAgo }).where(eq(follows.id, oldFollow.id));

    const figures = await funnel();
    expect(figures).toEqual(
      expect.objectContaining({ requestsSent: 3, messagesStarted: 1, follows: 2, requestFormsOpened: 2 }),
    );
    expect(figures.services.map(({ id, requestsSent }) => [id, requestsSent])).toEqual([
      [wayfinding.id, 2],
      [signs.id, 0],
      [lettering.id, 1],
    ]);
    expect(figures.services[2]).toEqual({
      id: lettering.id,
      title: 'Hand lettering',
      path: `/services/${lettering.id}`,
      views: 0,
      requestFormsOpened: 0,
      requestsSent: 1,
    });
    // Thirty days take in the request of ten days ago, and the follow.
    const month = (await sellerClient.get('/api/insights?days=30')).json<Insights>().funnel;
    expect(month).toEqual(expect.objectContaining({ requestsSent: 4, follows: 3 }));
    // A service withdrawn since keeps its figures, without a link.
    await testApp.db.update(services).set({ active: false }).where(eq(services.id, signs.id));
    expect((await funnel()).services[1]).toEqual(expect.objectContaining({ id: signs.id, path: null }));
  });

  it('[MEMBER] the figures are the seller’s alone: another member reads none of them', async () => {
    const other = await testApp.as(buyers[0]!);
    expect(await funnel(other)).toEqual({
      serviceViews: 0,
      requestFormsOpened: 0,
      requestsSent: 0,
      messagesStarted: 0,
      follows: 0,
      services: [],
    });
  });

  it('[VISITOR] may not tell of a request form; [BANNED] is refused; a body that is not a service’s id is refused', async () => {
    expect((await begin(testApp.visitor(), wayfinding.id)).statusCode).toBe(401);
    const banned = await createCreator(testApp.db);
    const bannedClient = await testApp.as(banned.user);
    await createBan(testApp.db, banned.user.id);
    expect((await begin(bannedClient, wayfinding.id)).statusCode).toBe(403);
    const member = await testApp.as((await createCreator(testApp.db)).user);
    for (const body of [{}, { serviceId: 'nope' }, { serviceId: `${wayfinding.id}\u0000` }])
      expect(
        (await member.post('/api/insights/request-forms', body, { 'user-agent': BROWSER })).statusCode,
      ).toBe(400);
    expect((await begin(member, crypto.randomUUID())).statusCode).toBe(204);
    await flush();
    expect((await funnel()).requestFormsOpened).toBe(2);
  });
});
