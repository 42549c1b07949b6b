import type { MessageId } from '#shared/messages';

const FIVE_MB = 5 * 1024 * 1024;

/** What is wrong with a chosen file before it is sent (the server checks again, by content). */
export function imageFileProblem(file: File, maxBytes: number): MessageId | null {
  if (!file.type.startsWith('image/') || file.type === 'image/svg+xml') return 'fileMustBeImage';
  if (file.size > maxBytes) return maxBytes > FIVE_MB ? 'imageTooLarge10' : 'imageTooLarge5';
  return null;
}
