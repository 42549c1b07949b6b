import { keptOriginalName, ORIGINAL_NAME_PATTERN } from '#shared/images';
import type { UploadFormat } from './image-signature';

const EXTENSIONS: Record<UploadFormat, string> = { jpeg: 'jpg', png: 'png', gif: 'gif', webp: 'webp' };

/**
 * The kind part of a piece of work's key names its original's format ('gallery-jpg'), so the
 * original is found from the copy's key alone: no table to keep in step with the files.
 */
export const workImageKind = (kind: string, format: UploadFormat) => `${kind}-${EXTENSIONS[format]}`;

/** The format's extension an original's name carries ('jpg' of 'gallery-jpg-...'). */
export const originalExtension = (name: string) => ORIGINAL_NAME_PATTERN.exec(name)?.[1] ?? null;

/**
 * The key of the original kept beside a piece of work's copies in `covers` (in the private
 * `originals` folder, docs/decisions/0067-work-images-at-full-quality.md), or null for an image
 * stored without one.
 */
export function originalKeyOf(copyKey: string): string | null {
  const [folder, owner] = copyKey.split('/');
  const name = keptOriginalName(copyKey);
  if (folder !== 'covers' || !owner || !name) return null;
  return `originals/${owner}/${name}.${originalExtension(name)}`;
}
