import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCreator, createService, createServiceReview } from '#server/seed/factories';
import { buildTestApp, type TestApp } from '#server/test/build-test-app';

// A service sells with its rating, on every card of it as on its page.

describe('a service card carries its rating', () => {
  let testApp: TestApp;
  let sellerHandle: string;
  let rated: { id: string };
  let unrated: { id: string };
  beforeAll(async () => {
    testApp = await buildTestApp();
    const seller = await createCreator(testApp.db);
    sellerHandle = seller.profile.handle ?? '';
    const buyers = await Promise.all([
      createCreator(testApp.db),
      createCreator(testApp.db),
      createCreator(testApp.db),
    ]);
    const service = await createService(testApp.db, seller.profile.id, { title: 'Album artwork' });
    unrated = await createService(testApp.db, seller.profile.id, { title: 'Tour poster' });
    for (const [index, rating] of [4, 5, 4].entries()) {
      await createServiceReview(testApp.db, service, buyers[index]?.user.id ?? '', { rating });
    }
    rated = service;
  });
  afterAll(() => testApp.close());

  type Card = { id: string; rating: unknown };
  const cardIn = (cards: Card[], id: string) => cards.find((card) => card.id === id);

  it('[VISITOR] sees on the browse list, the landing and the profile the average and count of the page', async () => {
    const visitor = testApp.visitor();
    const page = (await visitor.get(`/api/services/${rated.id}`)).json();
    expect(page.rating).toEqual({ average: 4.3, count: 3 });

    const browse = (await visitor.get('/api/services')).json();
    const landing = (await visitor.get('/api/stats')).json();
    const profile = (await visitor.get(`/api/profiles/${sellerHandle}`)).json();
    for (const cards of [browse.items, landing.latestServices, profile.services]) {
      expect(cardIn(cards, rated.id)?.rating).toEqual(page.rating);
      expect(cardIn(cards, unrated.id)?.rating).toEqual({ average: null, count: 0 });
    }
  });
});
