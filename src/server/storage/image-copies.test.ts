import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { IMAGE_VARIANT_WIDTHS, imageAtWidth } from '#shared/images';
import { GALLERY_SHAPE, loadSharp, storeImage } from './images';
import { createLocalStorage } from './local-storage';

// A picture fitted inside its shape is never enlarged: each copy is as wide as its name says, or as
// the picture when the picture is smaller, and no taller than its box allows.

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

async function png(width: number, height: number) {
  const sharp = await loadSharp();
  return sharp({ create: { width, height, channels: 3, background: '#3b6ea5' } })
    .png()
    .toBuffer();
}

/** Each stored copy's size, by the width in its name (the full copy's included). */
async function copySizes(width: number, height: number) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'atelier-copies-'));
  dirs.push(dir);
  const storage = createLocalStorage(dir);
  const bytes = await png(width, height);
  const file = await storeImage(storage, {
    folder: 'covers',
    ownerId: randomUUID(),
    kind: 'gallery',
    bytes,
    shape: GALLERY_SHAPE,
  });
  const sharp = await loadSharp();
  const sizes: Record<number, string> = {};
  for (const copyWidth of [...(IMAGE_VARIANT_WIDTHS[GALLERY_SHAPE.width] ?? []), GALLERY_SHAPE.width]) {
    const stored = await storage.read(imageAtWidth(file.key, copyWidth));
    if (!stored) throw new Error(`no ${copyWidth} px copy`);
    const { width: w, height: h } = await sharp(stored).metadata();
    sizes[copyWidth] = `${w}x${h}`;
  }
  return sizes;
}

describe('the copies of a picture fitted inside its shape', () => {
  it('are the picture itself at every width it does not reach', async () => {
    expect(await copySizes(1200, 900)).toEqual({
      640: '640x480',
      1280: '1200x900',
      1920: '1200x900',
      2560: '1200x900',
    });
  });

  it('of a tall picture are made smaller by their height when their width would not', async () => {
    // Narrower than every copy's width but 640 px, and taller than every copy's box: each is its own.
    expect(await copySizes(900, 9000)).toEqual({
      640: '205x2048',
      1280: '410x4096',
      1920: '614x6144',
      2560: '819x8192',
    });
  });
});
