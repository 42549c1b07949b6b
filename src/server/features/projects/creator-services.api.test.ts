import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createCreator, createProject, createService } from '#server/seed/factories';
import { buildTestApp, type TestApp } from '#server/test/build-test-app';
import type { ApiClient, TestUser } from '#server/test/clients';

// A project's page offers its author's services under the author card (the way to hire shows on
// every page of a creator's work): up to three active ones, newest first, and whether there are more.
describe("GET /api/profiles/{handle}/projects/{slug}: the author's services", () => {
  let testApp: TestApp;
  let noraUser: TestUser;
  let noraProfileId: string;
  let visitor: ApiClient;
  const at = (day: number) => new Date(Date.UTC(2026, 0, day));

  beforeAll(async () => {
    testApp = await buildTestApp();
    const nora = await createCreator(testApp.db, { handle: 'norahires', displayName: 'Nora' });
    noraUser = nora.user;
    noraProfileId = nora.profile.id;
    await createProject(testApp.db, noraProfileId, { slug: 'city-maps', published: true });
    await createProject(testApp.db, noraProfileId, { slug: 'draft-maps', published: false });
  });
  beforeEach(() => {
    visitor = testApp.visitor();
  });
  afterAll(() => testApp.close());

  const detailOf = async (client: ApiClient, handle: string, slug: string) => {
    const response = await client.get(`/api/profiles/${handle}/projects/${slug}`);
    expect(response.statusCode).toBe(200);
    return response.json();
  };

  it('[VISITOR] a project of a creator without services lists none', async () => {
    const theo = await createCreator(testApp.db, { handle: 'theonoservices' });
    await createProject(testApp.db, theo.profile.id, { slug: 'lonely' });
    // Someone else's service is not theirs to offer.
    await createService(testApp.db, noraProfileId, { title: 'Not Theo service at all' });
    expect(await detailOf(visitor, 'theonoservices', 'lonely')).toMatchObject({
      creatorServices: [],
      moreCreatorServices: false,
    });
  });

  it('[VISITOR] sees up to three active services, newest first, with what a card shows; never an inactive or held one', async () => {
    const theo = await createCreator(testApp.db, { handle: 'theohires' });
    await createProject(testApp.db, theo.profile.id, { slug: 'harbour' });
    const oldest = await createService(testApp.db, theo.profile.id, {
      title: 'Oldest illustrated map',
      createdAt: at(1),
    });
    const custom = await createService(testApp.db, theo.profile.id, {
      title: 'Custom map for your venue',
      pricingType: 'custom',
      priceAmount: null,
      deliveryTime: null,
      createdAt: at(2),
    });
    await createService(testApp.db, theo.profile.id, {
      title: 'Inactive service, switched off',
      active: false,
      createdAt: at(5),
    });
    await createService(testApp.db, theo.profile.id, {
      title: 'Held service, taken down by staff',
      active: false,
      heldReason: 'Misleading',
      heldAt: at(6),
      createdAt: at(6),
    });
    const hourly = await createService(testApp.db, theo.profile.id, {
      title: 'Hourly map consulting',
      pricingType: 'hourly',
      priceAmount: 40,
      currency: 'EUR',
      deliveryTime: 3,
      images: ['/uploads/services/a.webp', '/uploads/services/b.webp'],
      createdAt: at(3),
    });

    const detail = await detailOf(visitor, 'theohires', 'harbour');
    expect(detail.creatorServices).toEqual([
      {
        id: hourly.id,
        title: 'Hourly map consulting',
        pricingType: 'hourly',
        priceAmount: 40,
        currency: 'EUR',
        deliveryTime: 3,
        imageUrl: '/uploads/services/a.webp',
      },
      {
        id: custom.id,
        title: 'Custom map for your venue',
        pricingType: 'custom',
        priceAmount: null,
        currency: 'USD',
        deliveryTime: null,
        imageUrl: null,
      },
      expect.objectContaining({ id: oldest.id, pricingType: 'fixed', priceAmount: 500, deliveryTime: 7 }),
    ]);
    // Exactly three active: nothing more to see.
    expect(detail.moreCreatorServices).toBe(false);

    // A fourth active one, newest: the oldest drops out and the page links to all of them.
    const newest = await createService(testApp.db, theo.profile.id, {
      title: 'Newest poster design',
      createdAt: at(4),
    });
    const more = await detailOf(visitor, 'theohires', 'harbour');
    expect(more.creatorServices.map((service: { id: string }) => service.id)).toEqual([
      newest.id,
      hourly.id,
      custom.id,
    ]);
    expect(more.moreCreatorServices).toBe(true);
  });

  it('[OWNER] sees the services on their published project as visitors do, and none on an unpublished one', async () => {
    await createService(testApp.db, noraProfileId, { title: 'Wayfinding signs for venues' });
    const nora = await testApp.as(noraUser);
    const published = await detailOf(nora, 'norahires', 'city-maps');
    expect(published.isOwner).toBe(true);
    expect(published.creatorServices.length).toBeGreaterThan(0);
    expect(published.creatorServices).toEqual(
      (await detailOf(visitor, 'norahires', 'city-maps')).creatorServices,
    );

    const draft = await detailOf(nora, 'norahires', 'draft-maps');
    expect(draft).toMatchObject({ published: false, creatorServices: [], moreCreatorServices: false });
  });
});
