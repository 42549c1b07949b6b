import { randomBytes } from 'node:crypto';
import { imageVariantNames } from '#shared/images';
import { originalKeyOf } from './image-originals';

/**
 * Where uploaded files live. Keys are made by the server only (see uploadKey), so a key never carries
 * a path a client chose.
 */
export interface Storage {
  /** Set when the files are on this machine, for the app itself to serve them at /uploads/. */
  readonly localDir?: string;
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The file's bytes, or null when there is none: for private files the app serves itself. */
  read(key: string): Promise<Buffer | null>;
  /** Removes the file; a file already gone is not an error. */
  remove(key: string): Promise<void>;
  /** The public URL the file is read from. */
  urlOf(key: string): string;
  /** The key of a URL this storage handed out, or null for any other URL. */
  keyOf(url: string): string | null;
}

// An image stored with smaller copies names its width before the extension (see @shared/images).
// A remote account's picture is kept under its `remote_actors` id (decision 71).
const IMAGE_KEY_PATTERN =
  /^(avatars|banners|covers|screenshots|remote-avatars)\/[0-9a-f-]{36}\/[a-z0-9-]+(\.w\d{2,4})?\.(webp|png|jpg)$/;
// A request's files keep the bytes and the format they were sent in, under the request's id
// (docs/decisions/0051): deliverables are never re-encoded.
// A piece of work's original, kept in the format it came in (docs/decisions/0067).
const ORIGINAL_KEY_PATTERN = /^originals\/[0-9a-f-]{36}\/[a-z0-9-]+\.(jpg|png|gif|webp)$/;
const REQUEST_FILE_KEY_PATTERN = /^request-files\/[0-9a-f-]{36}\/[a-z0-9-]+\.(png|jpg|gif|webp|pdf|zip)$/;

export function isUploadKey(key: string): boolean {
  return IMAGE_KEY_PATTERN.test(key) || ORIGINAL_KEY_PATTERN.test(key) || REQUEST_FILE_KEY_PATTERN.test(key);
}

export type UploadFolder =
  'avatars' | 'banners' | 'covers' | 'screenshots' | 'request-files' | 'originals' | 'remote-avatars';

/**
 * Folders never served at their public URL: feedback screenshots may show a member's private
 * screens, so only the API shows them, to their sender and staff; a service request's files are
 * the two sides' own (docs/decisions/0051), read through the workspace's API alone; a piece of work's
 * original is its creator's, shown to others only where they let it be (docs/decisions/0067).
 */
export const PRIVATE_FOLDERS: readonly UploadFolder[] = ['screenshots', 'request-files', 'originals'];

/** Whether a key is in a folder never served at its public URL. */
export const isPrivateKey = (key: string) => PRIVATE_FOLDERS.some((folder) => key.startsWith(`${folder}/`));

/**
 * A fresh key: the owner's folder, the kind of file and a timestamp, plus 128 random bits, so two
 * uploads never collide and no one finds a file by guessing its name (a bucket set up wrongly would
 * otherwise hand out private screenshots to whoever counts).
 */
export function uploadKey(folder: UploadFolder, ownerId: string, kind: string, extension = 'webp') {
  const suffix = randomBytes(16).toString('hex');
  return `${folder}/${ownerId}/${kind}-${Date.now()}-${suffix}.${extension}`;
}

/** Removes a stored file, the smaller copies stored beside it and the original kept with them. */
export async function removeStoredFile(storage: Storage, key: string) {
  const kept = [key, ...imageVariantNames(key), originalKeyOf(key)].filter((each) => each !== null);
  await Promise.all(kept.map((each) => storage.remove(each)));
}

/** Whether a URL names a file this storage holds in the owner's part of a folder. */
export function isOwnUpload(storage: Storage, folder: UploadFolder, ownerId: string, url: string) {
  return storage.keyOf(url)?.startsWith(`${folder}/${ownerId}/`) ?? false;
}

/**
 * Removes a file this storage holds for the owner, with its smaller copies, found by its URL; any
 * other URL (a seeded or external image, another user's file) is left alone. A failure is only
 * logged: the new state is saved.
 */
export async function removeOwnedUpload(
  storage: Storage,
  ownerId: string,
  url: string | null | undefined,
  log: { warn: (details: object, message: string) => void },
) {
  const key = url ? storage.keyOf(url) : null;
  if (!key || key.split('/')[1] !== ownerId) return;
  await removeStoredFile(storage, key).catch((error: unknown) =>
    log.warn({ err: error, key }, 'upload removal failed'),
  );
}
