import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_PAGE_SIZE } from '#shared/schemas/search';
import { createCreator, createService, createServiceReview, createUser } from '#server/seed/factories';
import { serviceReviews, services } from '#server/db/schema/index';
import { buildTestApp, type TestApp } from '#server/test/build-test-app';

type Card = {
  title: string;
  priceAmount: number | null;
  pricingType: string;
  deliveryTime: number | null;
  rating: { average: number | null; count: number };
};
type Page = { items: Card[]; nextCursor: string | null };

const DESCRIPTION = 'Bookbinding by hand: sewn signatures, cloth covers and a finish that lasts for decades.';

// Decision 49: the services browse sorts and filters like a marketplace, every filter in the address.
describe('services browse: sorts and filters', () => {
  let testApp: TestApp;
  let reviewerIds: string[];

  beforeAll(async () => {
    testApp = await buildTestApp();
    const { db } = testApp;
    const seller = await createCreator(db, { handle: 'binderseller' });
    reviewerIds = await Promise.all([1, 2, 3].map(async () => (await createUser(db)).id));
    // Oldest first; titles end in their price so the order is easy to read.
    const made = [
      {
        title: 'Bindery fixed 120',
        pricingType: 'fixed',
        priceAmount: 120,
        deliveryTime: 10,
        ratings: [5, 4],
      },
      { title: 'Bindery hourly 40', pricingType: 'hourly', priceAmount: 40, deliveryTime: 2, ratings: [3] },
      {
        title: 'Bindery custom quote',
        pricingType: 'custom',
        priceAmount: null,
        deliveryTime: 30,
        ratings: [5],
      },
      {
        title: 'Bindery fixed 40 euro',
        pricingType: 'fixed',
        priceAmount: 40,
        deliveryTime: 7,
        currency: 'EUR',
        ratings: [],
      },
      {
        title: 'Bindery fixed 300',
        pricingType: 'fixed',
        priceAmount: 300,
        deliveryTime: 3,
        ratings: [4, 5, 5],
      },
    ] as const;
    for (const { ratings, ...service } of made) {
      const created = await createService(db, seller.profile.id, {
        ...service,
        description: DESCRIPTION,
        category: 'Design',
      });
      for (const [index, rating] of ratings.entries()) {
        await createServiceReview(db, created, reviewerIds[index]!, { rating });
      }
    }
  });
  afterAll(() => testApp.close());

  const browse = async (query: string) => {
    const response = await testApp.visitor().get(`/api/services?q=bindery&${query}`);
    expect(response.statusCode).toBe(200);
    return response.json<Page>();
  };
  const titles = async (query: string) => (await browse(query)).items.map((card) => card.title);

  it('[VISITOR] sorts by price either way, custom quotes last; equal prices newest first', async () => {
    expect(await titles('sort=price_asc')).toEqual([
      'Bindery fixed 40 euro',
      'Bindery hourly 40',
      'Bindery fixed 120',
      'Bindery fixed 300',
      'Bindery custom quote',
    ]);
    expect(await titles('sort=price_desc')).toEqual([
      'Bindery fixed 300',
      'Bindery fixed 120',
      'Bindery fixed 40 euro',
      'Bindery hourly 40',
      'Bindery custom quote',
    ]);
  });

  it('[VISITOR] sorts by rating, highest first, unrated last; the card shows the stored rating', async () => {
    const page = await browse('sort=rating');
    expect(page.items.map((card) => [card.title, card.rating.average, card.rating.count])).toEqual([
      ['Bindery custom quote', 5, 1],
      ['Bindery fixed 300', 4.7, 3],
      ['Bindery fixed 120', 4.5, 2],
      ['Bindery hourly 40', 3, 1],
      ['Bindery fixed 40 euro', null, 0],
    ]);
  });

  it('[VISITOR] a price range keeps fixed and hourly prices within it and leaves custom quotes out', async () => {
    expect(await titles('minPrice=40&maxPrice=120&sort=price_asc')).toEqual([
      'Bindery fixed 40 euro',
      'Bindery hourly 40',
      'Bindery fixed 120',
    ]);
    expect(await titles('minPrice=200&sort=price_asc')).toEqual(['Bindery fixed 300']);
    expect(await titles('maxPrice=39.99')).toEqual([]);
  });

  it('[VISITOR] filters by pricing type, delivery time and minimum rating, alone and together', async () => {
    expect(await titles('pricingType=custom')).toEqual(['Bindery custom quote']);
    expect(await titles('pricingType=hourly')).toEqual(['Bindery hourly 40']);
    expect(await titles('delivery=3&sort=price_asc')).toEqual(['Bindery hourly 40', 'Bindery fixed 300']);
    expect(await titles('minRating=4.5&sort=rating')).toEqual([
      'Bindery custom quote',
      'Bindery fixed 300',
      'Bindery fixed 120',
    ]);
    expect(await titles('pricingType=fixed&delivery=10&minRating=4&maxPrice=150')).toEqual([
      'Bindery fixed 120',
    ]);
    expect(await titles('pricingType=fixed&category=Marketing')).toEqual([]);
  });

  it('[VISITOR] a rating follows its reviews: added, changed and removed', async () => {
    const [hourly] = await testApp.db.select().from(services).where(eq(services.title, 'Bindery hourly 40'));
    const review = await createServiceReview(testApp.db, hourly!, reviewerIds[1]!, { rating: 5 });
    const ratingOf = async () =>
      (await browse('pricingType=hourly')).items[0]?.rating ?? { average: undefined, count: undefined };
    expect(await ratingOf()).toEqual({ average: 4, count: 2 });
    await testApp.db.update(serviceReviews).set({ rating: 1 }).where(eq(serviceReviews.id, review.id));
    expect(await ratingOf()).toEqual({ average: 2, count: 2 });
    await testApp.db.delete(serviceReviews).where(eq(serviceReviews.id, review.id));
    expect(await ratingOf()).toEqual({ average: 3, count: 1 });
  });

  it('[VISITOR] an impossible filter is refused: text for a number, a reversed range, an unknown type', async () => {
    for (const query of [
      'minPrice=cheap',
      'minPrice=50&maxPrice=10',
      'minPrice=-1',
      'delivery=0',
      'delivery=1.5',
      'minRating=6',
      'pricingType=free',
      'sort=cheapest',
    ]) {
      expect((await testApp.visitor().get(`/api/services?${query}`)).statusCode).toBe(400);
    }
  });

  it('[VISITOR] pages sorted by price or rating hold every service exactly once, in order, then end', async () => {
    const { db } = testApp;
    const seller = await createCreator(db, { handle: 'pagerseller' });
    // Prices repeat, so that ties are paged by date; some are custom quotes, which come last.
    for (let index = 0; index < SEARCH_PAGE_SIZE + 6; index++) {
      const custom = index % 7 === 0;
      await createService(db, seller.profile.id, {
        title: `Marbling service ${index}`,
        description: DESCRIPTION,
        pricingType: custom ? 'custom' : 'fixed',
        priceAmount: custom ? null : 10 + (index % 4),
      });
    }
    for (const sort of ['price_asc', 'price_desc', 'rating']) {
      const seen: Card[] = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const response = await testApp
          .visitor()
          .get(`/api/services?q=marbling&sort=${sort}${cursor ? `&cursor=${cursor}` : ''}`);
        const page: Page = response.json();
        seen.push(...page.items);
        cursor = page.nextCursor;
        pages++;
      } while (cursor && pages < 5);
      expect(pages).toBe(2);
      expect(new Set(seen.map((card) => card.title)).size).toBe(SEARCH_PAGE_SIZE + 6);
      if (sort !== 'rating') {
        const prices = seen.map((card) => card.priceAmount ?? Number.POSITIVE_INFINITY);
        const sorted = [...prices].sort((a, b) => a - b);
        const inOrder =
          sort === 'price_asc'
            ? sorted
            : [
                ...sorted.filter(Number.isFinite).reverse(),
                ...sorted.filter((price) => !Number.isFinite(price)),
              ];
        expect(prices).toEqual(inOrder);
      }
    }
  });
});
