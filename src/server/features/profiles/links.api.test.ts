import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createCreator } from '#server/seed/factories';
import { useCreatorClients } from '#server/test/creator-clients';
import { formWith, makeImage } from '#server/test/images';

describe('social and custom links', () => {
  const app = useCreatorClients();

  const ownLinks = async () => (await app.user.get('/api/profile')).json().links;

  describe('social links', () => {
    it('[ANON] may not add or remove one', async () => {
      expect(
        (
          await app.visitor.post('/api/profile/social-links', {
            platform: 'github',
            url: 'https://github.com/a',
          })
        ).statusCode,
      ).toBe(401);
      expect((await app.visitor.delete('/api/profile/social-links/github')).statusCode).toBe(401);
    });

    it('[USER] adds a link matching its platform; it is saved at once', async () => {
      const response = await app.user.post('/api/profile/social-links', {
        platform: 'github',
        url: ' https://github.com/ada ',
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().socialLinks).toEqual([{ platform: 'github', url: 'https://github.com/ada' }]);
      expect((await ownLinks()).socialLinks).toEqual([{ platform: 'github', url: 'https://github.com/ada' }]);
    });

    it('[USER] one link per platform', async () => {
      const response = await app.user.post('/api/profile/social-links', {
        platform: 'github',
        url: 'https://github.com/other',
      });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({
        messageId: 'platformExists',
        message: 'You already have a link for this platform',
      });
    });

    it('[USER] a URL that does not match the platform is refused', async () => {
      const response = await app.user.post('/api/profile/social-links', {
        platform: 'twitch',
        url: 'https://evil.example/twitch.tv/x',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toEqual({ url: 'invalidPlatformUrl' });
      const script = await app.user.post('/api/profile/social-links', {
        platform: 'twitter',
        url: 'javascript:alert(1)',
      });
      expect(script.json().fields).toEqual({ url: 'invalidPlatformUrl' });
    });

    it('[USER] the URL is required and the platform must be one of the eight', async () => {
      expect(
        (await app.user.post('/api/profile/social-links', { platform: 'tiktok', url: '  ' })).json().fields,
      ).toEqual({
        url: 'urlRequired',
      });
      expect(
        (
          await app.user.post('/api/profile/social-links', {
            platform: 'myspace',
            url: 'https://myspace.com/a',
          })
        ).statusCode,
      ).toBe(400);
    });

    it('[USER] removes a link by platform', async () => {
      await app.user.post('/api/profile/social-links', { platform: 'twitter', url: 'https://x.com/ada' });
      const response = await app.user.delete('/api/profile/social-links/github');
      expect(response.statusCode).toBe(200);
      expect(response.json().socialLinks).toEqual([{ platform: 'twitter', url: 'https://x.com/ada' }]);
    });
  });

  describe('custom links', () => {
    const addCustom = (fields: Record<string, string>, logo: Buffer | null = null, client = app.user) =>
      client.post('/api/profile/custom-links', formWith('logo', logo, fields));

    it('[ANON] may not add one', async () => {
      expect((await addCustom({ name: 'Blog', url: 'https://ada.dev' }, null, app.visitor)).statusCode).toBe(
        401,
      );
    });

    it('[USER] name and URL are both required', async () => {
      const response = await addCustom({ name: ' ', url: '' });
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toEqual({ name: 'missingLinkInfo', url: 'missingLinkInfo' });
    });

    it('[USER] only http(s) URLs are links', async () => {
      for (const url of ['javascript:alert(1)', 'ftp://ada.dev', 'not a url']) {
        expect((await addCustom({ name: 'Blog', url })).json().fields).toEqual({ url: 'invalidLinkUrl' });
      }
    });

    it('[USER] adds a link without a logo', async () => {
      const response = await addCustom({ name: 'Blog', url: 'https://ada.dev' });
      expect(response.statusCode).toBe(200);
      expect(response.json().customLinks).toEqual([{ name: 'Blog', url: 'https://ada.dev', logoUrl: null }]);
    });

    it('[USER] adds a link with a logo, re-encoded to 128x128', async () => {
      const response = await addCustom(
        { name: 'Shop', url: 'https://shop.ada.dev' },
        await makeImage(600, 300, 'gif'),
      );
      expect(response.statusCode).toBe(200);
      const [, shop] = response.json().customLinks;
      expect(shop.logoUrl).toMatch(new RegExp(`^/uploads/avatars/${app.owner.id}/custom-link-`));
      const logo = await app.visitor.get(shop.logoUrl);
      const metadata = await sharp(logo.rawPayload).metadata();
      expect([metadata.format, metadata.width, metadata.height]).toEqual(['webp', 128, 128]);
    });

    it('[USER] a logo that is not an image aborts the add', async () => {
      const response = await addCustom(
        { name: 'Fake', url: 'https://fake.dev' },
        Buffer.from('GIF89a not really'),
      );
      expect(response.json().messageId).toBe('fileMustBeImage');
      expect((await ownLinks()).customLinks.map((link: { name: string }) => link.name)).toEqual([
        'Blog',
        'Shop',
      ]);
    });

    it('[USER] removes a link and its logo file', async () => {
      const shop = (await ownLinks()).customLinks[1];
      const file = path.join(app.testApp.uploadsDir, ...shop.logoUrl.replace('/uploads/', '').split('/'));
      expect(existsSync(file)).toBe(true);
      const response = await app.user.delete('/api/profile/custom-links/1');
      expect(response.statusCode).toBe(200);
      expect(response.json().customLinks.map((link: { name: string }) => link.name)).toEqual(['Blog']);
      expect(existsSync(file)).toBe(false);
      expect((await app.user.delete('/api/profile/custom-links/5')).statusCode).toBe(404);
    });

    it('[USER] at most 20 custom links', async () => {
      for (let index = 1; index < 20; index += 1) {
        expect((await addCustom({ name: `Link ${index}`, url: `https://ada.dev/${index}` })).statusCode).toBe(
          200,
        );
      }
      const response = await addCustom({ name: 'One too many', url: 'https://ada.dev/21' });
      expect(response.statusCode).toBe(409);
      expect(response.json().messageId).toBe('tooManyLinks');
    });

    it('[USER] changes only their own links', async () => {
      const other = await app.testApp.as(await createCreator(app.testApp.db));
      await other.delete('/api/profile/custom-links/0');
      expect((await ownLinks()).customLinks).toHaveLength(20);
    });
  });
});
