import type { REQUEST_FILE_TYPES } from '#shared/constants';
import { ascii, sniffUploadFormat, startsWith, type UploadFormat } from './image-signature';

/** What a service request's thread takes as attachments (docs/decisions/0051). */
export type RequestFileType = (typeof REQUEST_FILE_TYPES)[number];

/** A kind of file found by its first bytes: its content type, and the extension it is stored under. */
export type SniffedFile = { contentType: RequestFileType; extension: string };

const IMAGES: Record<UploadFormat, SniffedFile> = {
  jpeg: { contentType: 'image/jpeg', extension: 'jpg' },
  png: { contentType: 'image/png', extension: 'png' },
  gif: { contentType: 'image/gif', extension: 'gif' },
  webp: { contentType: 'image/webp', extension: 'webp' },
};

/**
 * An attachment's type by its first bytes alone, never by its name or the type the browser gave:
 * the four images, PDF and zip (a zip's local file header, or the end record of an empty one).
 * Anything else (an executable, HTML, SVG, a text renamed .png...) is null. Office files and
 * other formats built on zip are zips here, and are served as such: saved, never shown.
 */
export function sniffRequestFile(bytes: Buffer): SniffedFile | null {
  const image = sniffUploadFormat(bytes);
  if (image) return IMAGES[image];
  if (startsWith(bytes, ascii('%PDF-'))) return { contentType: 'application/pdf', extension: 'pdf' };
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04]) || startsWith(bytes, [0x50, 0x4b, 0x05, 0x06])) {
    return { contentType: 'application/zip', extension: 'zip' };
  }
  return null;
}
