import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVICE_IMAGES_MAX_COUNT } from '#shared/constants';
import { createCreator, createServiceReview } from '#server/seed/factories';
import { buildTestApp, type TestApp } from '#server/test/build-test-app';
import type { ApiClient } from '#server/test/clients';
import { formWith, makeImage } from '#server/test/images';

// A service sells with its pictures; the first is its card's.

const form = {
  title: 'Album artwork that sells',
  description: 'A cover, a back and four social posts, drawn by hand and delivered print-ready.',
  category: 'Design',
  pricingType: 'fixed',
  priceAmount: 300,
  deliveryTime: 7,
  contactMethods: ['Email'],
};

describe('service images', () => {
  let testApp: TestApp;
  let ada: ApiClient;
  let adaProfileId: string;
  let grace: ApiClient;

  beforeAll(async () => {
    testApp = await buildTestApp();
    const adaCreator = await createCreator(testApp.db, { handle: 'adaimages' });
    adaProfileId = adaCreator.profile.id;
    ada = await testApp.as(adaCreator.user);
    grace = await testApp.as((await createCreator(testApp.db, { handle: 'graceimages' })).user);
  });
  afterAll(() => testApp.close());

  const upload = async (client: ApiClient) => {
    const response = await client.post('/api/services/images', formWith('file', await makeImage(1200, 1200)));
    expect(response.statusCode).toBe(200);
    return response.json().url as string;
  };
  const filesOf = (url: string) => {
    const file = path.join(testApp.uploadsDir, url.replace(/^\/uploads\//, ''));
    const stem = path.basename(file).replace(/\.w\d+\.webp$/, '');
    return existsSync(path.dirname(file))
      ? readdirSync(path.dirname(file)).filter((name) => name.startsWith(stem))
      : [];
  };

  it('[VISITOR] may not upload a service image', async () => {
    const response = await testApp
      .visitor()
      .post('/api/services/images', formWith('file', await makeImage(10, 10)));
    expect(response.statusCode).toBe(401);
  });

  it('[USER] lists a service with images, cropped like its card; the first is on every card with the rating', async () => {
    const [first, second] = [await upload(ada), await upload(ada)];
    const stored = await sharp((await testApp.visitor().get(first)).rawPayload).metadata();
    expect([stored.width, stored.height]).toEqual([1600, 900]);
    const created = await ada.post('/api/services', { ...form, images: [first, second] });
    expect(created.statusCode).toBe(201);
    const { id } = created.json();
    const reviewer = await createCreator(testApp.db);
    await createServiceReview(testApp.db, { id, profileId: adaProfileId }, reviewer.user.id, { rating: 5 });

    const visitor = testApp.visitor();
    const page = (await visitor.get(`/api/services/${id}`)).json();
    expect(page.images).toEqual([first, second]);
    const cards = [
      (await visitor.get('/api/services')).json().items,
      (await visitor.get('/api/stats')).json().latestServices,
      (await visitor.get('/api/profiles/adaimages')).json().services,
    ];
    for (const list of cards) {
      const card = list.find((each: { id: string }) => each.id === id);
      expect(card).toMatchObject({
        imageUrl: first,
        ownerHandle: 'adaimages',
        rating: { average: 5, count: 1 },
      });
    }
  });

  it('[USER] reorders and removes images; a removed one leaves storage, and deleting the service takes the rest', async () => {
    const [first, second, third] = [await upload(ada), await upload(ada), await upload(ada)];
    const { id } = (await ada.post('/api/services', { ...form, images: [first, second, third] })).json();
    const saved = await ada.put(`/api/services/${id}`, { ...form, images: [third, first] });
    expect(saved.statusCode).toBe(200);
    expect((await testApp.visitor().get(`/api/services/${id}`)).json().images).toEqual([third, first]);
    expect(filesOf(second!)).toEqual([]);
    expect(filesOf(first!)).toHaveLength(3);

    expect((await ada.delete(`/api/services/${id}`)).statusCode).toBe(204);
    expect([...filesOf(first!), ...filesOf(third!)]).toEqual([]);
  });

  it(`[USER] is refused a ${SERVICE_IMAGES_MAX_COUNT + 1}th image, another member's image, an address from elsewhere, or one image twice`, async () => {
    const mine = await upload(ada);
    const tooMany = Array.from({ length: SERVICE_IMAGES_MAX_COUNT + 1 }, (_, index) => `${mine}?${index}`);
    const refused = await ada.post('/api/services', { ...form, images: tooMany });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ fields: { images: 'tooManyServiceImages' } });

    const graces = await upload(grace);
    for (const images of [[graces], ['https://tracker.example/pixel.webp'], [mine, mine]]) {
      const response = await ada.post('/api/services', { ...form, images });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ fields: { images: 'invalidReference' } });
    }
    expect(filesOf(graces)).toHaveLength(3);
  });

  it("[USER] may not change another member's service images", async () => {
    const image = await upload(ada);
    const { id } = (await ada.post('/api/services', { ...form, images: [image] })).json();
    expect((await grace.put(`/api/services/${id}`, { ...form, images: [] })).statusCode).toBe(403);
    expect(filesOf(image)).toHaveLength(3);
  });
});
