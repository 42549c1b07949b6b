import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_GALLERY_MAX_IMAGES } from '#shared/constants';
import { createCreator } from '#server/seed/factories';
import { buildTestApp, type TestApp } from '#server/test/build-test-app';
import type { ApiClient, TestUser } from '#server/test/clients';
import { formWith, makeImage } from '#server/test/images';

type Upload = { url: string; width: number; height: number };

describe('project galleries', () => {
  let testApp: TestApp;
  let adaUser: TestUser;
  let ada: ApiClient;
  let grace: ApiClient;

  beforeAll(async () => {
    testApp = await buildTestApp();
    adaUser = (await createCreator(testApp.db, { handle: 'adagallery' })).user;
    ada = await testApp.as(adaUser);
    grace = await testApp.as((await createCreator(testApp.db, { handle: 'gracegallery' })).user);
  });
  afterAll(() => testApp.close());

  const upload = async (client: ApiClient, width = 1200, height = 900): Promise<Upload> => {
    const response = await client.post(
      '/api/projects/images',
      formWith('file', await makeImage(width, height)),
    );
    expect(response.statusCode).toBe(200);
    return response.json();
  };
  const described = (image: Upload, alt = 'A sketch', caption?: string) => ({ ...image, alt, caption });
  /** The stored file and its smaller copies, as on disk. */
  const filesOf = (url: string) => {
    const file = path.join(testApp.uploadsDir, url.replace(/^\/uploads\//, ''));
    const stem = path.basename(file).replace(/\.w\d+\.webp$/, '');
    return existsSync(path.dirname(file))
      ? readdirSync(path.dirname(file)).filter((name) => name.startsWith(stem))
      : [];
  };
  const detail = async (slug: string) =>
    (await testApp.visitor().get(`/api/profiles/adagallery/projects/${slug}`)).json();

  it('[VISITOR] may not upload a gallery image', async () => {
    const response = await testApp
      .visitor()
      .post('/api/projects/images', formWith('file', await makeImage(10, 10)));
    expect(response.statusCode).toBe(401);
  });

  it('[USER] stores an image whole, never cropped, with smaller copies of the same proportions', async () => {
    const portrait = await upload(ada, 900, 1600);
    expect(portrait).toMatchObject({ width: 900, height: 1600 });
    expect(portrait.url).toMatch(new RegExp(`^/uploads/covers/${adaUser.id}/gallery-png-.+\\.w2560\\.webp$`));
    const copy = await testApp.visitor().get(portrait.url.replace('.w2560.', '.w640.'));
    const metadata = await sharp(copy.rawPayload).metadata();
    expect([metadata.width, metadata.height]).toEqual([640, 1138]);
    // A large one is brought within 2560 px wide (its original is kept whole: work-images.api.test.ts).
    const large = await upload(ada, 4000, 3000);
    expect(large).toMatchObject({ width: 2560, height: 1920 });
    // Not an image, whatever it says it is.
    const fake = await ada.post('/api/projects/images', formWith('file', Buffer.from('<svg></svg>')));
    expect(fake.statusCode).toBe(400);
    expect(fake.json()).toMatchObject({ messageId: 'fileMustBeImage' });
  });

  it('[USER] saves images in order with descriptions and captions, reorders, and removes one with its files', async () => {
    const [first, second, third] = [await upload(ada), await upload(ada), await upload(ada)];
    const created = await ada.post('/api/projects', {
      title: 'Sketchbook',
      gallery: [
        described(first!, ' The first page '),
        described(second!, 'Inks', 'Done in one night'),
        described(third!),
      ],
    });
    expect(created.statusCode).toBe(201);
    const { id } = created.json();
    expect((await detail('sketchbook')).gallery).toEqual([
      { ...first, alt: 'The first page', caption: null },
      { ...second, alt: 'Inks', caption: 'Done in one night' },
      { ...third, alt: 'A sketch', caption: null },
    ]);

    // Reordered, the second one dropped: its file and copies go, the others stay.
    const reordered = [described(third!, 'Last first'), described(first!, 'The first page')];
    const saved = await ada.put(`/api/projects/${id}`, { title: 'Sketchbook', gallery: reordered });
    expect(saved.statusCode).toBe(200);
    expect((await detail('sketchbook')).gallery.map((image: Upload) => image.url)).toEqual([
      third!.url,
      first!.url,
    ]);
    expect(filesOf(second!.url)).toEqual([]);
    expect(filesOf(first!.url)).toHaveLength(4);
    expect((await ada.get(`/api/projects/${id}`)).json().gallery).toHaveLength(2);

    // Deleting the project removes the rest.
    expect((await ada.delete(`/api/projects/${id}`)).statusCode).toBe(200);
    expect([...filesOf(first!.url), ...filesOf(third!.url)]).toEqual([]);
  });

  it(`[USER] is refused a ${PROJECT_GALLERY_MAX_IMAGES + 1}th image beside the cover, and an image without a description`, async () => {
    const image = await upload(ada);
    const many = Array.from({ length: PROJECT_GALLERY_MAX_IMAGES + 1 }, (_, index) => ({
      ...described(image),
      url: `${image.url}?${index}`,
    }));
    const tooMany = await ada.post('/api/projects', { title: 'Too many', gallery: many });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toMatchObject({ fields: { gallery: 'tooManyProjectImages' } });

    const blank = await ada.post('/api/projects', { title: 'Blank', gallery: [described(image, '   ')] });
    expect(blank.statusCode).toBe(400);
    expect(JSON.stringify(blank.json())).toContain('imageAltRequired');
    const long = await ada.post('/api/projects', {
      title: 'Long',
      gallery: [described(image, 'x'.repeat(301))],
    });
    expect(long.statusCode).toBe(400);
  });

  it("[USER] may not show another member's image, an address from elsewhere, or one image twice", async () => {
    const graces = await upload(grace);
    const mine = await upload(ada);
    for (const gallery of [
      [described(graces)],
      [described({ ...mine, url: 'https://tracker.example/pixel.webp' })],
      [described(mine), described(mine)],
    ]) {
      const response = await ada.post('/api/projects', { title: 'Borrowed', gallery });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        messageId: 'invalidReference',
        fields: { gallery: 'invalidReference' },
      });
    }
    // Grace's file is still there.
    expect(filesOf(graces.url)).toHaveLength(4);
  });

  it("[USER] may not edit another member's gallery", async () => {
    const image = await upload(ada);
    const { id } = (
      await ada.post('/api/projects', { title: 'Mine alone', gallery: [described(image)] })
    ).json();
    const response = await grace.put(`/api/projects/${id}`, { title: 'Mine alone', gallery: [] });
    expect(response.statusCode).toBe(403);
    expect(filesOf(image.url)).toHaveLength(4);
  });

  it('[USER] finds the gallery in the data export', async () => {
    const image = await upload(ada);
    await ada.post('/api/projects', { title: 'Exported', gallery: [described(image, 'In the export')] });
    const exported = (await ada.get('/api/account/export')).json();
    const project = exported.projects.find((each: { title: string }) => each.title === 'Exported');
    expect(project.gallery).toEqual([{ ...image, alt: 'In the export', caption: null }]);
  });
});
