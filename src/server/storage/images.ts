import { GALLERY_IMAGE_MAX_SIDE, IMAGE_MAX_MEGAPIXELS } from '#shared/constants';
import { IMAGE_VARIANT_WIDTHS, imageAtWidth } from '#shared/images';
import { AppError } from '#server/errors';
import { sniffUploadFormat } from './image-signature';
import { Semaphore } from './semaphore';
import { removeStoredFile, type Storage, type UploadFolder, uploadKey } from './storage';

const MAX_INPUT_PIXELS = IMAGE_MAX_MEGAPIXELS * 1_000_000;
// Images decoded at once by this process: each may take up to 200 MB while it is decoded, so a
// burst of uploads waits here instead of taking the server's memory.
const DECODES_AT_ONCE = 2;
const decodeSlots = new Semaphore(DECODES_AT_ONCE);

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
// A piece of work is shown whole: never cropped, large enough for a full-screen viewer.
export const GALLERY_SHAPE: ImageShape = {
  width: GALLERY_IMAGE_MAX_SIDE,
  height: GALLERY_IMAGE_MAX_SIDE,
  fit: 'inside',
};
// A screenshot is read, not framed: whole, and sharp enough to read text on a large screen.
export const SCREENSHOT_SHAPE: ImageShape = { width: 2560, height: 2560, fit: 'inside' };

/** An image as re-encoded: its WebP bytes and the size they came out at. */
export type EncodedImage = { data: Buffer; width: number; height: number };

/**
 * Checks that the bytes are a JPEG, PNG, GIF or WebP image by their first bytes, then by decoding
 * them as that format (never by their name or declared type; SVG, which can carry scripts, and the
 * formats with larger decoders never reach one), then re-encodes them as WebP cropped to the shape:
 * orientation applied, metadata (GPS and all) dropped, anything hidden after the image data left behind.
 */
export async function reencodeImage(bytes: Buffer, shape: ImageShape): Promise<EncodedImage> {
  const sniffed = sniffUploadFormat(bytes);
  if (!sniffed) throw new AppError('validation_failed', 'fileMustBeImage');
  const sharp = await loadSharp();
  let header: { format?: string; width?: number; height?: number };
  try {
    // The header alone: what the image says it is, before any of it is decoded.
    header = await sharp(bytes).metadata();
  } catch {
    throw new AppError('validation_failed', 'fileMustBeImage');
  }
  if (header.format !== sniffed) throw new AppError('validation_failed', 'fileMustBeImage');
  if ((header.width ?? 0) * (header.height ?? 0) > MAX_INPUT_PIXELS) {
    throw new AppError('validation_failed', 'imageTooManyPixels');
  }
  return decodeSlots.run(() => encodeToShape(bytes, shape));
}

async function encodeToShape(bytes: Buffer, shape: ImageShape): Promise<EncodedImage> {
  const sharp = await loadSharp();
  try {
    return await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize(shape.width, shape.height, {
        fit: shape.fit ?? 'cover',
        withoutEnlargement: shape.fit === 'inside',
      })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true })
      .then(({ data, info }) => ({ data, width: info.width, height: info.height }));
  } catch {
    throw new AppError('validation_failed', 'fileMustBeImage');
  }
}

/**
 * A smaller copy of a re-encoded image: the same crop with fewer pixels, or for an image fitted
 * inside its shape, the same proportions at that width (never wider than the image itself).
 */
async function resizedCopy(encoded: Buffer, shape: ImageShape, width: number): Promise<Buffer> {
  const sharp = await loadSharp();
  const resized =
    shape.fit === 'inside'
      ? sharp(encoded).resize({ width, withoutEnlargement: true })
      : sharp(encoded).resize(width, Math.round((width * shape.height) / shape.width));
  return resized.webp({ quality: 82 }).toBuffer();
}

/** A stored image: its key and the size of the full copy. */
export type StoredImageFile = { key: string; width: number; height: number };

/**
 * Checks and re-encodes an upload (see reencodeImage), then stores it with the smaller copies its
 * shape has (IMAGE_VARIANT_WIDTHS). Answers the full image's key and size; when any write fails,
 * nothing is left behind.
 */
export async function storeImage(
  storage: Storage,
  upload: { folder: UploadFolder; ownerId: string; kind: string; bytes: Buffer; shape: ImageShape },
): Promise<StoredImageFile> {
  const { folder, ownerId, kind, bytes, shape } = upload;
  const { data, width, height } = await reencodeImage(bytes, shape);
  const widths = IMAGE_VARIANT_WIDTHS[shape.width] ?? [];
  if (widths.length === 0) {
    const key = uploadKey(folder, ownerId, kind);
    await storage.put(key, data, 'image/webp');
    return { key, width, height };
  }
  const key = uploadKey(folder, ownerId, kind, `w${shape.width}.webp`);
  try {
    await storage.put(key, data, 'image/webp');
    for (const copyWidth of widths) {
      const copy = await resizedCopy(data, shape, copyWidth);
      await storage.put(imageAtWidth(key, copyWidth), copy, 'image/webp');
    }
  } catch (error) {
    await removeStoredFile(storage, key).catch(() => undefined);
    throw error;
  }
  return { key, width, height };
}
