import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createBan, createCreator } from '#server/seed/factories';
import { useCreatorClients } from '#server/test/creator-clients';
import type { ApiHeaders } from '#server/test/clients';
import { formWith, makeImage, pngClaiming } from '#server/test/images';
import { sql } from 'drizzle-orm';
import { IMAGE_MAX_MEGAPIXELS, MEMBER_IMAGE_UPLOADS_PER_DAY } from '#shared/constants';
import { rateLimitBuckets } from '#server/db/schema/index';

describe('avatar and banner uploads', () => {
  const app = useCreatorClients();

  const upload = (
    kind: string,
    payload: FormData | Record<string, unknown>,
    client = app.user,
    headers?: ApiHeaders,
  ) => client.post(`/api/profile/${kind}`, payload, headers);
  const fileOnDisk = (url: string) =>
    path.join(app.testApp.uploadsDir, ...url.replace('/uploads/', '').split('/'));
  const fetchUpload = (url: string) => app.visitor.get(url);

  it('[ANON] may not upload', async () => {
    const response = await upload('avatar', formWith('file', await makeImage(50, 50)), app.visitor);
    expect(response.statusCode).toBe(401);
  });

  const sizeOf = async (url: string) => {
    const served = await fetchUpload(url);
    expect(served.statusCode).toBe(200);
    const metadata = await sharp(served.rawPayload).metadata();
    return [metadata.format, metadata.width, metadata.height];
  };

  it('[USER] uploads an avatar, re-encoded to a 400x400 WebP served for good', async () => {
    const response = await upload('avatar', formWith('file', await makeImage(1000, 600)));
    expect(response.statusCode).toBe(200);
    const { avatarUrl } = response.json();
    expect(avatarUrl).toMatch(
      new RegExp(`^/uploads/avatars/${app.owner.id}/avatar-\\d+-[0-9a-f]+\\.w400\\.webp$`),
    );

    const served = await fetchUpload(avatarUrl);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toContain('immutable');
    expect(served.headers['content-security-policy']).toContain('sandbox');
    const metadata = await sharp(served.rawPayload).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(['webp', 400, 400]);
  });

  it('[USER] a new avatar replaces the old one, whose file is removed', async () => {
    const first = (await upload('avatar', formWith('file', await makeImage(300, 300)))).json().avatarUrl;
    expect(existsSync(fileOnDisk(first))).toBe(true);
    const second = (await upload('avatar', formWith('file', await makeImage(300, 300, 'jpeg')))).json()
      .avatarUrl;
    expect(second).not.toBe(first);
    expect(existsSync(fileOnDisk(first))).toBe(false);
    expect(existsSync(fileOnDisk(first.replace('.w400.', '.w96.')))).toBe(false);
    expect((await fetchUpload(first)).statusCode).toBe(404);
    expect((await fetchUpload(second)).statusCode).toBe(200);
  });

  it('[USER] an avatar is also stored 96 px wide, for lists', async () => {
    const { avatarUrl } = (await upload('avatar', formWith('file', await makeImage(1000, 600)))).json();
    expect(await sizeOf(avatarUrl.replace('.w400.', '.w96.'))).toEqual(['webp', 96, 96]);
  });

  it('[USER] uploads a banner, cropped to 1500x500, with a 750x250 copy for phones', async () => {
    const response = await upload('banner', formWith('file', await makeImage(2000, 2000)));
    expect(response.statusCode).toBe(200);
    const { bannerUrl } = response.json();
    expect(bannerUrl).toMatch(new RegExp(`^/uploads/banners/${app.owner.id}/banner-.+\\.w1500\\.webp$`));
    expect(await sizeOf(bannerUrl)).toEqual(['webp', 1500, 500]);
    expect(await sizeOf(bannerUrl.replace('.w1500.', '.w750.'))).toEqual(['webp', 750, 250]);
  });

  it('[USER] camera metadata such as GPS is not kept', async () => {
    const withExif = await sharp(await makeImage(500, 500, 'jpeg'))
      .withExif({ IFD0: { Copyright: 'Ada', ImageDescription: 'home at 51.5N' } })
      .jpeg()
      .toBuffer();
    expect((await sharp(withExif).metadata()).exif).toBeDefined();
    const { avatarUrl } = (await upload('avatar', formWith('file', withExif))).json();
    expect((await sharp((await fetchUpload(avatarUrl)).rawPayload).metadata()).exif).toBeUndefined();
  });

  it('[USER] a file that is not an image is refused, whatever its name and type say', async () => {
    const text = Buffer.from('<html><script>alert(1)</script></html>');
    const response = await upload('avatar', formWith('file', text, {}, 'image/png'));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ messageId: 'fileMustBeImage', message: 'File must be an image' });
  });

  it('[USER] an SVG is refused', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
    );
    const response = await upload('avatar', formWith('file', svg, {}, 'image/svg+xml'));
    expect(response.json().messageId).toBe('fileMustBeImage');
  });

  it('[USER] a real image in a format with a larger decoder (TIFF, AVIF) is refused before any decoder reads it', async () => {
    const solid = { width: 8, height: 8, channels: 3 as const, background: { r: 1, g: 2, b: 3 } };
    for (const format of ['tiff', 'avif'] as const) {
      const image = await sharp({ create: solid }).toFormat(format).toBuffer();
      const response = await upload('avatar', formWith('file', image, {}, `image/${format}`));
      expect(response.statusCode).toBe(400);
      expect(response.json().messageId).toBe('fileMustBeImage');
    }
    // The four formats people upload are all taken.
    for (const format of ['png', 'jpeg', 'gif'] as const) {
      expect((await upload('avatar', formWith('file', await makeImage(60, 60, format)))).statusCode).toBe(
        200,
      );
    }
    const webp = await sharp({ create: solid }).webp().toBuffer();
    expect((await upload('avatar', formWith('file', webp, {}, 'image/webp'))).statusCode).toBe(200);
  });

  it('[USER] an avatar over 5 MB is refused; a banner of that size is taken (its limit is 10 MB)', async () => {
    const big = await sharp({
      create: {
        width: 1500,
        height: 1500,
        channels: 3,
        background: '#888',
        noise: { type: 'gaussian', mean: 128, sigma: 60 },
      },
    })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(big.length).toBeGreaterThan(5 * 1024 * 1024);
    expect(big.length).toBeLessThan(10 * 1024 * 1024);
    const avatar = await upload('avatar', formWith('file', big));
    expect(avatar.statusCode).toBe(413);
    expect(avatar.json()).toMatchObject({
      messageId: 'imageTooLarge5',
      message: 'Image must be less than 5MB',
    });
    expect((await upload('banner', formWith('file', big))).statusCode).toBe(200);
  });

  it(`[ATTACKER] an image of more than ${IMAGE_MAX_MEGAPIXELS} megapixels is refused from its header, never decoded`, async () => {
    // 10,900 x 10,900: the 118.8-megapixel PNG of a few hundred bytes that took 1.5 s and 65 MB each.
    const bomb = pngClaiming(10_900, 10_900);
    expect(bomb.length).toBeLessThan(20_000);
    const refused = await upload('avatar', formWith('file', bomb));
    expect(refused.statusCode).toBe(400);
    // Only the header check says this; a decoder, which would meet pixel data one row long, and its
    // own pixel limit both refuse as fileMustBeImage. A time limit said the same, by luck, on a busy
    // machine.
    expect(refused.json()).toMatchObject({ messageId: 'imageTooManyPixels' });
    // Right at the cap is still an image.
    const atCap = await sharp({
      create: { width: 10_000, height: 5_000, channels: 3, background: { r: 9, g: 9, b: 9 } },
    })
      .png({ compressionLevel: 1 })
      .toBuffer();
    expect((await upload('banner', formWith('file', atCap))).statusCode).toBe(200);
  });

  it(`[USER] uploads at most ${MEMBER_IMAGE_UPLOADS_PER_DAY} images a day, wherever they go, and is told when to come back`, async () => {
    const member = await createCreator(app.testApp.db);
    const client = await app.testApp.as(member.user);
    // As if the member had uploaded all but one of the day's images.
    await app.testApp.db.insert(rateLimitBuckets).values({
      key: `image-uploads:${member.user.id}`,
      hits: MEMBER_IMAGE_UPLOADS_PER_DAY - 1,
      resetAt: sql`now() + interval '5 hours'`,
    });
    expect((await upload('avatar', formWith('file', await makeImage(64, 64)), client)).statusCode).toBe(200);
    const refused = await upload('banner', formWith('file', await makeImage(64, 64)), client);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ messageId: 'imageUploadsToday' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(4 * 3600);
    const cover = await client.post('/api/projects/cover', formWith('file', await makeImage(64, 64)));
    expect(cover.statusCode).toBe(429);
    // Another member's day is their own.
    expect((await upload('avatar', formWith('file', await makeImage(64, 64)))).statusCode).toBe(200);
  });

  it('[USER] a request without a file is refused', async () => {
    expect((await upload('avatar', formWith('file', null, { note: 'x' }))).json().messageId).toBe(
      'fileRequired',
    );
    expect((await upload('avatar', { file: 'not multipart' })).json().messageId).toBe('fileRequired');
  });

  it('[USER] removes the avatar, and its file', async () => {
    const { avatarUrl } = (await upload('avatar', formWith('file', await makeImage(64, 64)))).json();
    const response = await app.user.delete('/api/profile/avatar');
    expect(response.statusCode).toBe(200);
    expect(response.json().avatarUrl).toBeNull();
    expect(existsSync(fileOnDisk(avatarUrl))).toBe(false);
    expect(existsSync(fileOnDisk(avatarUrl.replace('.w400.', '.w96.')))).toBe(false);
  });

  it('[USER] a cross-site upload is refused', async () => {
    const response = await upload('avatar', formWith('file', await makeImage(64, 64)), app.user, {
      origin: 'https://evil.example',
    });
    expect(response.statusCode).toBe(403);
  });

  it('[BANNED] may not upload', async () => {
    const banned = await app.testApp.as(await createCreator(app.testApp.db));
    await createBan(app.testApp.db, banned.user.id, { reason: 'Spam' });
    const response = await upload('banner', formWith('file', await makeImage(64, 64)), banned);
    expect(response.statusCode).toBe(403);
  });
});
