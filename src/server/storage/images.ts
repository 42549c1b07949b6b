import { IMAGE_VARIANT_WIDTHS, imageAtWidth } from '@shared/images';
import { AppError } from '../plugins/error-handler';
import { sniffUploadFormat } from './image-signature';
import { removeStoredFile, type Storage, type UploadFolder, uploadKey } from './storage';

// Far beyond any real photo (a 100-megapixel camera), small enough that a decompression bomb cannot
// take the server's memory.
const MAX_INPUT_PIXELS = 120_000_000;

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
// A screenshot is read, not framed: whole, and sharp enough to read text on a large screen.
export const SCREENSHOT_SHAPE: ImageShape = { width: 2560, height: 2560, fit: 'inside' };

/**
 * Checks that the bytes are a JPEG, PNG, GIF or WebP image by their first bytes, then by decoding
 * them as that format (never by their name or declared type; SVG, which can carry scripts, and the
 * formats with larger decoders never reach one), then re-encodes them as WebP cropped to the shape:
 * orientation applied, metadata (GPS and all) dropped, anything hidden after the image data left behind.
 */
export async function reencodeImage(bytes: Buffer, shape: ImageShape): Promise<Buffer> {
  const sniffed = sniffUploadFormat(bytes);
  if (!sniffed) throw new AppError('validation_failed', 'fileMustBeImage');
  const sharp = await loadSharp();
  let format: string | undefined;
  try {
    format = (await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).metadata()).format;
  } catch {
    throw new AppError('validation_failed', 'fileMustBeImage');
  }
  if (format !== sniffed) throw new AppError('validation_failed', 'fileMustBeImage');
  try {
    return await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize(shape.width, shape.height, {
        fit: shape.fit ?? 'cover',
        withoutEnlargement: shape.fit === 'inside',
      })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw new AppError('validation_failed', 'fileMustBeImage');
  }
}

/** A smaller copy of an image re-encoded to a cover-fitted shape: same crop, fewer pixels. */
async function resizedCopy(encoded: Buffer, shape: ImageShape, width: number): Promise<Buffer> {
  const sharp = await loadSharp();
  const height = Math.round((width * shape.height) / shape.width);
  return sharp(encoded).resize(width, height).webp({ quality: 82 }).toBuffer();
}

/**
 * Checks and re-encodes an upload (see reencodeImage), then stores it with the smaller copies its
 * shape has (IMAGE_VARIANT_WIDTHS). Answers the full image's key; when any write fails, nothing
 * is left behind.
 */
export async function storeImage(
  storage: Storage,
  upload: { folder: UploadFolder; ownerId: string; kind: string; bytes: Buffer; shape: ImageShape },
): Promise<string> {
  const { folder, ownerId, kind, bytes, shape } = upload;
  const encoded = await reencodeImage(bytes, shape);
  const widths = IMAGE_VARIANT_WIDTHS[shape.width] ?? [];
  if (widths.length === 0 || shape.fit === 'inside') {
    const key = uploadKey(folder, ownerId, kind);
    await storage.put(key, encoded, 'image/webp');
    return key;
  }
  const key = uploadKey(folder, ownerId, kind, `w${shape.width}.webp`);
  try {
    await storage.put(key, encoded, 'image/webp');
    for (const width of widths) {
      await storage.put(imageAtWidth(key, width), await resizedCopy(encoded, shape, width), 'image/webp');
    }
  } catch (error) {
    await removeStoredFile(storage, key).catch(() => undefined);
    throw error;
  }
  return key;
}
