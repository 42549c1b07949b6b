import { imageVariantNames } from '#shared/images';
import { creditXmp, type ImageCredit } from './image-credit';
import { originalKeyOf } from './image-originals';
import type { Storage } from './storage';
import { withXmpReplaced } from './xmp-rewrite';

const ORIGINAL_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
};

// A stored key names the moment of its upload: covers/<owner>/gallery-jpg-<milliseconds>-<random>...
const UPLOADED_AT = /-(\d{13})-[0-9a-f]{32}\./;

/** The year a piece of work was uploaded, from its key: the year its copyright notice keeps. */
export function uploadYearOf(key: string): number {
  const uploadedAt = UPLOADED_AT.exec(key)?.[1];
  return new Date(uploadedAt ? Number(uploadedAt) : Date.now()).getUTCFullYear();
}

/**
 * Writes a piece of work's credit anew into its copies and its original (a changed licence, name or
 * AI-training choice), their pixels untouched (storage/xmp-rewrite.ts). The largest copy is read
 * first: when it already says this, so do the rest, and nothing is written. Answers how many files
 * were rewritten.
 */
export async function restampWorkImage(
  storage: Storage,
  copyKey: string,
  credit: Omit<ImageCredit, 'year'>,
): Promise<number> {
  const xmp = creditXmp({ ...credit, year: uploadYearOf(copyKey) });
  const originalKey = originalKeyOf(copyKey);
  const files = [
    ...[copyKey, ...imageVariantNames(copyKey)].map((key) => ({ key, type: 'image/webp' })),
    ...(originalKey ? [{ key: originalKey, type: ORIGINAL_TYPES[originalKey.split('.').pop() ?? ''] }] : []),
  ];
  let rewritten = 0;
  for (const { key, type } of files) {
    const bytes = await storage.read(key);
    const stamped = bytes && withXmpReplaced(bytes, xmp);
    if (!stamped || !type || stamped.equals(bytes)) {
      if (key === copyKey) return 0;
      continue;
    }
    await storage.put(key, stamped, type);
    rewritten++;
  }
  return rewritten;
}
