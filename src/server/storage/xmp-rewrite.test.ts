import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { makeAnimatedGif, makeTransparentPng } from '#server/test/images';
import { withXmpReplaced } from './xmp-rewrite';

const packet = (text: string) =>
  `<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description rdf:about="" xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:title>${text}</dc:title></rdf:Description></rdf:RDF></x:xmpmeta>`;

const pixelsOf = async (bytes: Buffer) =>
  (await sharp(bytes).ensureAlpha().raw().toBuffer()).toString('base64');

describe("an image's XMP, rewritten in place", () => {
  it('replaces the packet of a WebP, a JPEG and a PNG, their pixels byte for byte as they were', async () => {
    const base = sharp(await makeTransparentPng());
    const files = {
      webp: await base.clone().withXmp(packet('first')).keepIccProfile().webp({ quality: 90 }).toBuffer(),
      jpeg: await base.clone().flatten().withIccProfile('p3').withXmp(packet('first')).jpeg().toBuffer(),
      png: await base.clone().withXmp(packet('first')).png().toBuffer(),
    };
    for (const [format, bytes] of Object.entries(files)) {
      const before = await sharp(bytes).metadata();
      expect(before.xmp?.toString(), format).toContain('first');
      const rewritten = withXmpReplaced(bytes, packet('second, & longer than the first one was'));
      expect(rewritten, format).not.toBeNull();
      const after = await sharp(rewritten!).metadata();
      expect(after.xmp?.toString(), format).toContain('second, & longer');
      expect(after.xmp?.toString(), format).not.toContain('first<');
      expect([after.format, after.width, after.height, after.hasProfile]).toEqual([
        before.format,
        before.width,
        before.height,
        before.hasProfile,
      ]);
      expect(await pixelsOf(rewritten!), format).toBe(await pixelsOf(bytes));
      // Twice gives the same bytes: a restamp with nothing new writes nothing.
      expect(
        withXmpReplaced(rewritten!, packet('second, & longer than the first one was'))?.equals(rewritten!),
      ).toBe(true);
    }
  });

  it('adds a packet to a JPEG and a PNG that had none', async () => {
    for (const bytes of [
      await sharp(await makeTransparentPng())
        .png()
        .toBuffer(),
      await sharp(await makeTransparentPng())
        .jpeg()
        .toBuffer(),
    ]) {
      expect((await sharp(bytes).metadata()).xmp).toBeUndefined();
      const rewritten = withXmpReplaced(bytes, packet('added'));
      expect((await sharp(rewritten!).metadata()).xmp?.toString()).toContain('added');
      expect(await pixelsOf(rewritten!)).toBe(await pixelsOf(bytes));
    }
  });

  it('leaves alone what it cannot rewrite: a GIF, a damaged file, a plain WebP', async () => {
    expect(withXmpReplaced(await makeAnimatedGif(10, 10, 2), packet('x'))).toBeNull();
    const webp = await sharp(await makeTransparentPng())
      .flatten()
      .webp()
      .toBuffer();
    expect(webp.toString('ascii', 12, 16)).not.toBe('VP8X');
    expect(withXmpReplaced(webp, packet('x'))).toBeNull();
    const jpeg = await sharp(await makeTransparentPng())
      .jpeg()
      .toBuffer();
    expect(withXmpReplaced(jpeg.subarray(0, 40), packet('x'))).toBeNull();
  });
});
