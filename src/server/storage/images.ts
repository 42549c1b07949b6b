import type { Sharp } from 'sharp';
import { GALLERY_IMAGE_MAX_HEIGHT, GALLERY_IMAGE_MAX_WIDTH, IMAGE_MAX_MEGAPIXELS } from '#shared/constants';
import { IMAGE_VARIANT_WIDTHS, imageAtWidth } from '#shared/images';
import { AppError } from '#server/errors';
import { creditXmp, type ImageCredit } from './image-credit';
import { type UploadFormat, sniffUploadFormat } from './image-signature';
import { originalKeyOf, workImageKind } from './image-originals';
import { Semaphore } from './semaphore';
import { type Storage, type UploadFolder, uploadKey } from './storage';

const MAX_INPUT_PIXELS = IMAGE_MAX_MEGAPIXELS * 1_000_000;
// Images decoded at once by this process: each may take up to 200 MB while it is decoded, so a
// burst of uploads waits here instead of taking the server's memory.
const DECODES_AT_ONCE = 2;
const decodeSlots = new Semaphore(DECODES_AT_ONCE);
// WebP quality by use (docs/decisions/0067-work-images-at-full-quality.md): a piece of work's 2000 px
// copy keeps an SSIM of 0.97 against its original at 90; a face or a banner is fine at 82.
const WORK_QUALITY = 90;
const PICTURE_QUALITY = 82;

// sharp and its native libvips take a noticeable share of start-up; only uploads need them.
/** sharp, loaded on first use: most requests never touch an image. */
export const loadSharp = async () => (await import('sharp')).default;

/** The size to crop to (cover), or to fit within without enlarging (inside). */
export type ImageShape = { width: number; height: number; fit?: 'cover' | 'inside' };

export const AVATAR_SHAPE: ImageShape = { width: 400, height: 400 };
export const BANNER_SHAPE: ImageShape = { width: 1500, height: 500 };
export const LINK_LOGO_SHAPE: ImageShape = { width: 128, height: 128 };
// 16:9 like the cards that show it, large enough for the project page's full-width header.
export const COVER_SHAPE: ImageShape = { width: 1600, height: 900 };
// A piece of work is shown whole: never cropped, as wide as a large screen's column at twice its
// density; a tall one (an infographic, a long page) keeps its width down to a long scroll.
export const GALLERY_SHAPE: ImageShape = {
  width: GALLERY_IMAGE_MAX_WIDTH,
  height: GALLERY_IMAGE_MAX_HEIGHT,
  fit: 'inside',
};
// A screenshot is read, not framed: whole, and sharp enough to read text on a large screen.
export const SCREENSHOT_SHAPE: ImageShape = { width: 2560, height: 2560, fit: 'inside' };

/** An image as re-encoded: its WebP bytes and the size they came out at. */
export type EncodedImage = { data: Buffer; width: number; height: number };

/**
 * A piece of work, shown as its creator made it (docs/decisions/0067): its colour profile, its
 * animation in a gallery, their credit and licence in every copy, and the whole of it kept.
 */
export type WorkTreatment = { credit: ImageCredit; animated: boolean };

/** What an upload's header says, checked against its first bytes before any of it is decoded. */
type CheckedHeader = { format: UploadFormat; pages: number; space?: string; hasProfile: boolean };

async function checkHeader(bytes: Buffer): Promise<CheckedHeader> {
  const sniffed = sniffUploadFormat(bytes);
  if (!sniffed) throw new AppError('validation_failed', 'fileMustBeImage');
  const sharp = await loadSharp();
  let header: Awaited<ReturnType<Sharp['metadata']>>;
  try {
    header = await sharp(bytes).metadata();
  } catch {
    throw new AppError('validation_failed', 'fileMustBeImage');
  }
  if (header.format !== sniffed) throw new AppError('validation_failed', 'fileMustBeImage');
  const pages = header.pages ?? 1;
  if ((header.width ?? 0) * (header.height ?? 0) > MAX_INPUT_PIXELS) {
    throw new AppError('validation_failed', 'imageTooManyPixels');
  }
  // Every frame of an animation is decoded: together they may be no more than one large image.
  if ((header.width ?? 0) * (header.height ?? 0) * pages > MAX_INPUT_PIXELS) {
    throw new AppError('validation_failed', 'animationTooManyPixels');
  }
  return { format: sniffed, pages, space: header.space, hasProfile: header.hasProfile ?? false };
}

/**
 * Checks that the bytes are a JPEG, PNG, GIF or WebP image by their first bytes, then by decoding
 * them as that format (never by their name or declared type; SVG, which can carry scripts, and the
 * formats with larger decoders never reach one), then re-encodes them as WebP cropped to the shape:
 * orientation applied, metadata (GPS and all) dropped, anything hidden after the image data left behind.
 */
export async function reencodeImage(bytes: Buffer, shape: ImageShape): Promise<EncodedImage> {
  await checkHeader(bytes);
  return decodeSlots.run(() =>
    encode(bytes, (image) => image.rotate().resize(fitTo(shape)).webp({ quality: PICTURE_QUALITY })),
  );
}

const fitTo = (shape: ImageShape) => ({
  width: shape.width,
  height: shape.height,
  fit: shape.fit ?? 'cover',
  withoutEnlargement: shape.fit === 'inside',
});

/** Runs a pipeline on the bytes; anything the decoder refuses is not an image. */
async function encode(
  bytes: Buffer,
  pipeline: (image: Sharp) => Sharp,
  options: { animated?: boolean } = {},
): Promise<EncodedImage> {
  const sharp = await loadSharp();
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', ...options });
    const { data, info } = await pipeline(image).toBuffer({ resolveWithObject: true });
    // An animation's height is its frames stacked; a frame's is what a page lays out.
    return { data, width: info.width, height: info.pageHeight ?? info.height };
  } catch {
    throw new AppError('validation_failed', 'fileMustBeImage');
  }
}

/**
 * A piece of work's colour profile travels with its pixels, so a Display P3 picture looks as made on
 * a wide-gamut screen; CMYK and grey profiles cannot describe a WebP's RGB, which is converted to sRGB.
 */
function keepsProfile(header: CheckedHeader) {
  return header.hasProfile && header.space === 'srgb';
}

/** A work image's pipeline up to the encoder: upright, its profile kept or converted, credited. */
function asWork(image: Sharp, header: CheckedHeader, work: WorkTreatment, animated: boolean) {
  // An animation has no orientation to apply (GIF has none; sharp turns only single frames).
  const upright = animated ? image : image.rotate();
  const coloured = keepsProfile(header) ? upright.keepIccProfile() : upright;
  return coloured.withXmp(creditXmp(work.credit));
}

/** The full-size copy kept as the original: its own format, upright, cleaned and credited. */
function originalPipeline(header: CheckedHeader, work: WorkTreatment, animated: boolean) {
  return (image: Sharp) => {
    const base = asWork(image, header, work, animated);
    switch (header.format) {
      case 'jpeg':
        return base.jpeg({ quality: 95, chromaSubsampling: '4:4:4' });
      case 'png':
        return base.png();
      case 'gif':
        return base.gif({ reuse: true });
      case 'webp':
        return base.webp({ quality: 95 });
    }
  };
}

const CONTENT_TYPES: Record<UploadFormat, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
};

/** A stored image: its key and the size of the full copy. */
export type StoredImageFile = { key: string; width: number; height: number };

/**
 * Checks and re-encodes an upload (see reencodeImage), then stores it with the smaller copies its
 * shape has (IMAGE_VARIANT_WIDTHS). A piece of work (`work`) is treated as its creator made it
 * (WorkTreatment) and its original is kept, in the private `originals` folder. Answers the full
 * copy's key and size; when any write fails, nothing is left behind.
 */
export async function storeImage(
  storage: Storage,
  upload: {
    folder: UploadFolder;
    ownerId: string;
    kind: string;
    bytes: Buffer;
    shape: ImageShape;
    work?: WorkTreatment;
  },
): Promise<StoredImageFile> {
  const { folder, ownerId, kind, bytes, shape, work } = upload;
  const header = await checkHeader(bytes);
  const widths = IMAGE_VARIANT_WIDTHS[shape.width] ?? [];
  if (!work && widths.length === 0) {
    const { data, width, height } = await reencodeImage(bytes, shape);
    const key = uploadKey(folder, ownerId, kind);
    await storage.put(key, data, 'image/webp');
    return { key, width, height };
  }
  const animated = (work?.animated ?? false) && header.pages > 1;
  const copyAt = (width: number, height: number) => (image: Sharp) => {
    const sized = (work ? asWork(image, header, work, animated) : image.rotate()).resize(
      fitTo({ ...shape, width, height }),
    );
    return sized.webp({ quality: work ? WORK_QUALITY : PICTURE_QUALITY, ...(animated && { effort: 2 }) });
  };
  const key = uploadKey(
    folder,
    ownerId,
    work ? workImageKind(kind, header.format) : kind,
    `w${shape.width}.webp`,
  );
  const written: string[] = [];
  const put = async (name: string, data: Buffer, type: string) => {
    written.push(name);
    await storage.put(name, data, type);
  };
  return decodeSlots.run(async () => {
    try {
      const full = await encode(bytes, copyAt(shape.width, shape.height), { animated });
      await put(key, full.data, 'image/webp');
      for (const copyWidth of widths) {
        const height = Math.round((copyWidth * shape.height) / shape.width);
        // An image fitted inside a box it already fits in is not enlarged: that copy would be the
        // full one again, pixel for pixel (a 1200 px picture's 1280 and 1920 px copies), so its
        // bytes are stored under the copy's name without encoding them twice.
        const sameAsFull = shape.fit === 'inside' && full.width <= copyWidth && full.height <= height;
        const copy = sameAsFull ? full : await encode(bytes, copyAt(copyWidth, height), { animated });
        await put(imageAtWidth(key, copyWidth), copy.data, 'image/webp');
      }
      const originalKey = work && originalKeyOf(key);
      if (work && originalKey) {
        const original = await encode(bytes, originalPipeline(header, work, animated), { animated });
        await put(originalKey, original.data, CONTENT_TYPES[header.format]);
      }
      return { key, width: full.width, height: full.height };
    } catch (error) {
      await Promise.all(written.map((name) => storage.remove(name).catch(() => undefined)));
      throw error;
    }
  });
}
