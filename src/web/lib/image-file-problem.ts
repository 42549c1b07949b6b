import { BANNER_IMAGE_MAX_BYTES, PROJECT_IMAGE_MAX_BYTES } from '#shared/constants';
import type { MessageId } from '#shared/messages';

/** The refusal of a file over a limit, naming the limit: 5 MB, 10 MB (banners) or 30 MB (work). */
function tooLarge(maxBytes: number): MessageId {
  if (maxBytes >= PROJECT_IMAGE_MAX_BYTES) return 'imageTooLarge30';
  return maxBytes >= BANNER_IMAGE_MAX_BYTES ? 'imageTooLarge10' : 'imageTooLarge5';
}

/** What is wrong with a chosen file before it is sent (the server checks again, by content). */
export function imageFileProblem(file: File, maxBytes: number): MessageId | null {
  if (!file.type.startsWith('image/') || file.type === 'image/svg+xml') return 'fileMustBeImage';
  if (file.size > maxBytes) return tooLarge(maxBytes);
  return null;
}
