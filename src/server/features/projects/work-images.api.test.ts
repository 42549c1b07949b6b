import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_IMAGE_MAX_BYTES } from '#shared/constants';
import { imageVariantNames, originalPath } from '#shared/images';
import { createBan, createCreator } from '#server/seed/factories';
import { buildTestApp, type TestApp } from '#server/test/build-test-app';
import type { ApiClient, TestUser } from '#server/test/clients';
import { ssim } from '#server/test/image-fidelity';
import {
  formWith,
  gifClaiming,
  makeAnimatedGif,
  makeCameraJpeg,
  makeImage,
  makeSidewaysJpeg,
  makeTransparentPng,
} from '#server/test/images';

// docs/decisions/0067-work-images-at-full-quality.md: a project's images keep their quality, their
// colours and their creator's credit; what locates or identifies the camera never leaves the upload.

const GPTBOT = 'Mozilla/5.0 (compatible; GPTBot/1.2; +https://openai.com/gptbot)';
type Upload = { url: string; width: number; height: number };

describe("a project's images, kept as their creator made them", () => {
  let testApp: TestApp;
  let adaUser: TestUser;
  let ada: ApiClient;
  let grace: ApiClient;
  let camera: Buffer;

  beforeAll(async () => {
    testApp = await buildTestApp();
    const creator = await createCreator(testApp.db, { handle: 'adaoriginals', displayName: 'Ada Lovelace' });
    adaUser = creator.user;
    ada = await testApp.as(adaUser);
    grace = await testApp.as((await createCreator(testApp.db, { handle: 'graceoriginals' })).user);
    camera = await makeCameraJpeg();
  });
  afterAll(async () => {
    // Each save queues its images' restamp: done before the database closes.
    await testApp.app.jobs.settled();
    await testApp.close();
  });

  const upload = async (bytes: Buffer, query = '', type = 'image/jpeg'): Promise<Upload> => {
    const response = await ada.post(`/api/projects/images${query}`, formWith('file', bytes, {}, type));
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  const onDisk = (url: string) => path.join(testApp.uploadsDir, url.replace(/^\/uploads\//, ''));
  /** The copy and every smaller copy stored beside it, as served. */
  const copiesOf = async (url: string) =>
    Promise.all(
      [url, ...imageVariantNames(url)].map(async (each) => (await testApp.visitor().get(each)).rawPayload),
    );
  const createWith = async (gallery: Upload[], extra: Record<string, unknown> = {}) => {
    const response = await ada.post('/api/projects', {
      title: `Field notes ${Math.random().toString(36).slice(2, 8)}`,
      blocks: gallery.map((image, index) => ({
        id: `image-${index}`,
        type: 'image',
        ...image,
        alt: 'A field at dusk',
      })),
      ...extra,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ id: string; slug: string }>();
  };

  it('[USER] every copy and the original: no location, no serial, no history; the creator, the licence and the colours kept', async () => {
    const before = await sharp(camera).metadata();
    // The upload does carry what must not leave it.
    expect(before.exif?.includes('SN-7741-0093')).toBe(true);
    expect(before.xmp?.toString()).toContain('exif:GPSLatitude');
    expect(before.icc).toBeDefined();

    const image = await upload(camera, '?licence=cc-by-4.0');
    expect(image).toMatchObject({ width: 2400, height: 1600 });
    const project = await createWith([image], { licence: 'cc-by-4.0' });
    await testApp.app.jobs.settled();
    const original = await ada.get(originalPath(project.id, image.url)!);
    expect(original.statusCode).toBe(200);
    expect(original.headers['content-type']).toBe('image/jpeg');
    const files = [...(await copiesOf(image.url)), original.rawPayload];
    expect(files).toHaveLength(5);
    for (const file of files) {
      const metadata = await sharp(file).metadata();
      expect(metadata.exif, 'no EXIF at all: GPS, camera and serial go with it').toBeUndefined();
      expect(metadata.iptc).toBeUndefined();
      // Whole names, long enough that compressed pixels (the photograph has grain) never spell one
      // by chance, as they spelt 'GPS' once in a while.
      for (const secret of [
        'SN-7741',
        'GPSLatitude',
        'GPSLongitude',
        'Fujifilm',
        'EDITOR-HISTORY',
        'xmpMM:History',
      ]) {
        expect(file.includes(secret), secret).toBe(false);
      }
      const xmp = metadata.xmp?.toString() ?? '';
      expect(xmp).not.toContain('X-T5');
      expect(xmp).toContain('<rdf:li>Ada Lovelace</rdf:li>');
      expect(xmp).toContain('photoshop:Credit="Ada Lovelace"');
      expect(xmp).toContain('/adaoriginals</Iptc4xmpCore:CiUrlWork>');
      expect(xmp).toMatch(/© 20\d\d Ada Lovelace\. Licensed under CC BY 4\.0\./);
      expect(xmp).toContain('cc:license="https://creativecommons.org/licenses/by/4.0/"');
      expect(xmp).toContain('xmpRights:WebStatement="https://creativecommons.org/licenses/by/4.0/"');
      expect(xmp).toContain('plus:DataMining="http://ns.useplus.org/ldf/vocab/DMI-PROHIBITED-AIMLTRAINING"');
      // Kept, not converted: a wide-gamut screen shows the colours as they were made.
      expect(metadata.icc?.equals(before.icc!)).toBe(true);
    }
  });

  it('[USER] copies are faithful (SSIM of 0.97 or more) and smaller than the upload', async () => {
    const image = await upload(camera);
    const copies = await copiesOf(image.url);
    for (const copy of copies) {
      const { width } = await sharp(copy).metadata();
      const similarity = await ssim(camera, copy);
      expect(similarity, `the ${width} px copy (${copy.length} bytes)`).toBeGreaterThanOrEqual(0.97);
    }
    // The upload is a 2400 px JPEG at quality 92; its largest copy is under half its size
    // (docs/decisions/0067 gives the sizes measured).
    expect(copies[0]!.length).toBeLessThan(camera.length / 2);
  });

  it('[USER] a large image gets copies up to 2560 px wide, and its original is kept whole', async () => {
    const large = await makeImage(4000, 3000, 'jpeg');
    const image = await upload(large);
    expect(image).toMatchObject({ width: 2560, height: 1920 });
    expect(image.url).toMatch(
      new RegExp(`^/uploads/covers/${adaUser.id}/gallery-jpg-\\d+-[0-9a-f]{32}\\.w2560\\.webp$`),
    );
    const widths = await Promise.all(
      (await copiesOf(image.url)).map(async (copy) => (await sharp(copy).metadata()).width),
    );
    expect(widths).toEqual([2560, 640, 1280, 1920]);
    const project = await createWith([image]);
    const original = await sharp((await ada.get(originalPath(project.id, image.url)!)).rawPayload).metadata();
    expect([original.format, original.width, original.height]).toEqual(['jpeg', 4000, 3000]);
  });

  it('[USER] the orientation is applied before the metadata goes', async () => {
    const image = await upload(await makeSidewaysJpeg());
    expect(image).toMatchObject({ width: 200, height: 300 });
    const { data } = await sharp((await copiesOf(image.url))[0])
      .raw()
      .toBuffer({ resolveWithObject: true });
    // Red on top, blue below, as the camera meant it.
    expect(data[0]).toBeGreaterThan(200);
    expect(data[2]).toBeLessThan(60);
    const bottom = 299 * 200 * 3;
    expect(data[bottom]).toBeLessThan(60);
    expect(data[bottom + 2]).toBeGreaterThan(200);
  });

  it('[USER] a PNG stays transparent, and an animated GIF stays animated in a gallery and still as a cover', async () => {
    const transparent = await upload(await makeTransparentPng(), '', 'image/png');
    const { data, info } = await sharp((await copiesOf(transparent.url))[0])
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(info.channels).toBe(4);
    expect(data[3], 'the left half is see-through').toBe(0);
    expect(data[(info.width - 1) * 4 + 3], 'the right half is not').toBe(255);

    const gif = await makeAnimatedGif(320, 240, 6);
    const animated = await upload(gif, '', 'image/gif');
    expect(animated).toMatchObject({ width: 320, height: 240 });
    for (const copy of await copiesOf(animated.url)) {
      expect((await sharp(copy).metadata()).pages).toBe(6);
    }
    const cover = await ada.post('/api/projects/cover', formWith('file', gif, {}, 'image/gif'));
    expect(cover.statusCode).toBe(200);
    const still = await testApp.visitor().get(cover.json<{ coverUrl: string }>().coverUrl);
    expect((await sharp(still.rawPayload).metadata()).pages ?? 1).toBe(1);
    const project = await createWith([animated]);
    const original = await ada.get(originalPath(project.id, animated.url)!);
    expect(original.headers['content-type']).toBe('image/gif');
    expect((await sharp(original.rawPayload).metadata()).pages).toBe(6);
  });

  it('[USER] refuses an animation too large across its frames, and a file over 30 MB, with a clear message', async () => {
    // 25 megapixels a frame is within the limit; three of them are not.
    const long = gifClaiming(5000, 5000, 3);
    const refused = await ada.post('/api/projects/images', formWith('file', long, {}, 'image/gif'));
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ messageId: 'animationTooManyPixels' });
    const huge = Buffer.concat([camera, Buffer.alloc(PROJECT_IMAGE_MAX_BYTES)]);
    const tooLarge = await ada.post('/api/projects/images', formWith('file', huge, {}, 'image/jpeg'));
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toMatchObject({ messageId: 'imageTooLarge30' });
  });

  it('[USER] all rights reserved unless a licence is named; [VISITOR] may not upload', async () => {
    const image = await upload(await makeImage(300, 200, 'jpeg'));
    const xmp = (await sharp((await copiesOf(image.url))[0]).metadata()).xmp?.toString() ?? '';
    expect(xmp).toMatch(/© 20\d\d Ada Lovelace\. All rights reserved\./);
    expect(xmp).not.toContain('cc:license');
    expect((await ada.post('/api/projects/images?licence=mine', formWith('file', camera))).statusCode).toBe(
      400,
    );
    const visitor = await testApp.visitor().post('/api/projects/images', formWith('file', camera));
    expect(visitor.statusCode).toBe(401);
  });

  describe('a credit that changes', () => {
    const xmpOf = async (bytes: Buffer) => (await sharp(bytes).metadata()).xmp?.toString() ?? '';
    const pixelsOf = async (bytes: Buffer) => (await sharp(bytes).raw().toBuffer()).toString('base64');

    it('[USER] the saved licence, a new one, a new name and the AI-training choice are written into every copy and the original, the pixels untouched', async () => {
      // Sent while the form showed CC BY, saved as all rights reserved: the saved licence wins.
      const image = await upload(await makeImage(640, 480, 'jpeg'), '?licence=cc-by-4.0');
      const [uploaded] = await copiesOf(image.url);
      expect(await xmpOf(uploaded!)).toContain('Licensed under CC BY 4.0.');
      const project = await createWith([image], { licence: 'all-rights-reserved' });
      const everyFile = async () => [
        ...(await copiesOf(image.url)),
        (await ada.get(originalPath(project.id, image.url)!)).rawPayload,
      ];
      const everyFileSays = async (text: string) => {
        await testApp.app.jobs.settled();
        for (const file of await everyFile()) expect(await xmpOf(file)).toContain(text);
      };
      await everyFileSays('Ada Lovelace. All rights reserved.');
      const [stamped] = await copiesOf(image.url);
      expect(await pixelsOf(stamped!)).toBe(await pixelsOf(uploaded!));

      const edited = await ada.put(`/api/projects/${project.id}`, {
        title: 'Field notes, revised',
        slug: project.slug,
        blocks: [{ id: 'field', type: 'image', ...image, alt: 'A field at dusk' }],
        licence: 'cc-by-sa-4.0',
      });
      expect(edited.statusCode, edited.body).toBe(200);
      await everyFileSays('Licensed under CC BY-SA 4.0.');

      expect((await ada.put('/api/profile', { displayName: 'Augusta Ada King' })).statusCode).toBe(200);
      await everyFileSays('<rdf:li>Augusta Ada King</rdf:li>');
      expect((await ada.put('/api/profile/ai-training', { allowAiTraining: true })).statusCode).toBe(204);
      await everyFileSays('DMI-UNSPECIFIED');
      expect((await ada.put('/api/profile/ai-training', { allowAiTraining: false })).statusCode).toBe(204);
      await everyFileSays('DMI-PROHIBITED-AIMLTRAINING');
      expect((await ada.put('/api/profile', { displayName: 'Ada Lovelace' })).statusCode).toBe(200);
      await everyFileSays('<rdf:li>Ada Lovelace</rdf:li>');
      const [last] = await copiesOf(image.url);
      expect(await pixelsOf(last!)).toBe(await pixelsOf(uploaded!));
    });
  });

  describe('the originals', () => {
    let project: { id: string; slug: string };
    let image: Upload;
    let originalUrl: string;

    beforeAll(async () => {
      image = await upload(await makeImage(600, 400, 'jpeg'));
      project = await createWith([await upload(await makeImage(300, 200, 'png'), '', 'image/png'), image]);
      originalUrl = originalPath(project.id, image.url)!;
    });

    it('[USER] its owner opens and downloads them, named for the project', async () => {
      const opened = await ada.get(originalUrl);
      expect(opened.statusCode).toBe(200);
      expect(opened.headers['content-disposition']).toBe(
        `inline; filename="${project.slug}-2.jpg"; filename*=UTF-8''${project.slug}-2.jpg`,
      );
      expect(opened.headers['cache-control']).toBe('private, max-age=300');
      expect(opened.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
      const downloaded = await ada.get(originalPath(project.id, image.url, true)!);
      expect(downloaded.headers['content-disposition']).toMatch(/^attachment; filename="/);
      // Never at a public address: the uploads folder refuses the private folder.
      const key = `originals/${adaUser.id}/${originalUrl.split('/').pop()}.jpg`;
      expect(existsSync(path.join(testApp.uploadsDir, key))).toBe(true);
      expect((await testApp.visitor().get(`/uploads/${key}`)).statusCode).toBe(404);
    });

    it('[VISITOR] [USER] others are refused until the owner lets visitors download them', async () => {
      for (const client of [testApp.visitor(), grace]) {
        const refused = await client.get(originalUrl);
        expect(refused.statusCode).toBe(403);
        expect(refused.json()).toMatchObject({ messageId: 'originalsKeptPrivate' });
      }
      const edited = await ada.get(`/api/projects/${project.id}`);
      expect(edited.json()).toMatchObject({ originalsDownloadable: false });
      const { title, slug, blocks } = edited.json<Record<string, unknown>>();
      const form = { title, slug, blocks };
      const saved = await ada.put(`/api/projects/${project.id}`, { ...form, originalsDownloadable: true });
      expect(saved.statusCode, saved.body).toBe(200);
      const detail = await testApp.visitor().get(`/api/profiles/adaoriginals/projects/${project.slug}`);
      expect(detail.json()).toMatchObject({ originalsDownloadable: true });
      expect((await testApp.visitor().get(originalUrl)).statusCode).toBe(200);
      expect((await grace.get(originalUrl)).statusCode).toBe(200);
      // An edit that leaves the setting out keeps it.
      const kept = await ada.put(`/api/projects/${project.id}`, form);
      expect(kept.statusCode).toBe(200);
      expect((await ada.get(`/api/projects/${project.id}`)).json()).toMatchObject({
        originalsDownloadable: true,
      });
    });

    it('[BANNED] a banned member is refused, as on every route', async () => {
      const banned = await createCreator(testApp.db);
      await createBan(testApp.db, banned.user.id);
      const client = await testApp.as(banned.user);
      expect((await client.get(originalUrl)).statusCode).toBe(403);
    });

    it('[VISITOR] nothing of another project, an unknown name, or an unpublished project', async () => {
      const other = await createWith([await upload(await makeImage(300, 200, 'jpeg'))]);
      const foreign = originalPath(other.id, image.url)!;
      expect((await ada.get(foreign)).statusCode).toBe(404);
      const unknown = originalUrl.replace(/[0-9a-f]{32}$/, '0'.repeat(32));
      expect((await ada.get(unknown)).statusCode).toBe(404);
      expect((await ada.get(`/api/projects/${project.id}/originals/..%2F..%2Fetc`)).statusCode).toBe(400);
      expect((await ada.put(`/api/projects/${project.id}/published`, { published: false })).statusCode).toBe(
        204,
      );
      expect((await testApp.visitor().get(originalUrl)).statusCode).toBe(404);
      expect((await ada.get(originalUrl)).statusCode).toBe(200);
      expect((await ada.put(`/api/projects/${project.id}/published`, { published: true })).statusCode).toBe(
        204,
      );
    });

    it('[VISITOR] an AI crawler is refused a reserved original, and the answer says it is reserved', async () => {
      const crawler = await testApp.visitor().get(originalUrl, { 'user-agent': GPTBOT });
      expect(crawler.statusCode).toBe(403);
      expect(crawler.json()).toMatchObject({ messageId: 'permissionDenied' });
      const person = await testApp.visitor().get(originalUrl);
      expect(person.headers['x-robots-tag']).toBe('noai, noimageai');
      expect(person.headers['tdm-reservation']).toBe('1');
      expect((await ada.put('/api/profile/ai-training', { allowAiTraining: true })).statusCode).toBe(204);
      const lifted = await testApp.visitor().get(originalUrl, { 'user-agent': GPTBOT });
      expect(lifted.statusCode).toBe(200);
      expect(lifted.headers['x-robots-tag']).toBeUndefined();
      // New copies say so too.
      const fresh = await upload(await makeImage(300, 200, 'jpeg'));
      const xmp = (await sharp((await copiesOf(fresh.url))[0]).metadata()).xmp?.toString() ?? '';
      expect(xmp).toContain('DMI-UNSPECIFIED');
      expect((await ada.put('/api/profile/ai-training', { allowAiTraining: false })).statusCode).toBe(204);
    });

    it('[USER] an image removed from the project takes its original with it', async () => {
      const key = path.join(
        testApp.uploadsDir,
        `originals/${adaUser.id}/${originalUrl.split('/').pop()}.jpg`,
      );
      expect(existsSync(key)).toBe(true);
      const { title, slug, blocks } = (await ada.get(`/api/projects/${project.id}`)).json<{
        title: string;
        slug: string;
        blocks: Upload[];
      }>();
      const saved = await ada.put(`/api/projects/${project.id}`, {
        title,
        slug,
        blocks: blocks.filter((each) => each.url !== image.url),
      });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(existsSync(key)).toBe(false);
      expect(existsSync(onDisk(image.url))).toBe(false);
    });
  });
});
