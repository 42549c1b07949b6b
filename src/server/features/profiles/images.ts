import { eq } from 'drizzle-orm';
import { profiles } from '#server/db/schema/index';
import { AppError } from '#server/errors';
import { AVATAR_SHAPE, BANNER_SHAPE, storeImage } from '#server/storage/images';
import { takeImageUpload } from '#server/uploads/index';
import { removeOwnedUpload, removeStoredFile } from '#server/storage/storage';
import type { AppDeps } from '#server/feature-kit/app-deps';

export type ProfileImageKind = 'avatar' | 'banner';

const KINDS = {
  avatar: { column: 'avatarUrl', folder: 'avatars', shape: AVATAR_SHAPE },
  banner: { column: 'bannerUrl', folder: 'banners', shape: BANNER_SHAPE },
} as const;

type Context = Pick<AppDeps, 'db' | 'storage' | 'log'>;

/** Swaps the profile's image for a new one (null removes it) and deletes the file it replaces. */
async function swapImageUrl(
  { db, storage, log }: Context,
  userId: string,
  kind: ProfileImageKind,
  url: string | null,
) {
  const { column } = KINDS[kind];
  const previous = await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ url: profiles[column] })
      .from(profiles)
      .where(eq(profiles.userId, userId))
      .for('update');
    if (!row) throw new AppError('not_found', 'notFound');
    await tx
      .update(profiles)
      .set({ [column]: url })
      .where(eq(profiles.userId, userId));
    return row.url;
  });
  await removeOwnedUpload(storage, userId, previous, log);
}

/** Checks and re-encodes an uploaded avatar or banner, stores it and makes it the profile's. */
export async function replaceProfileImage(
  context: Context,
  userId: string,
  kind: ProfileImageKind,
  bytes: Buffer,
) {
  const { folder, shape } = KINDS[kind];
  await takeImageUpload(context.db, userId);
  const { key } = await storeImage(context.storage, { folder, ownerId: userId, kind, bytes, shape });
  try {
    await swapImageUrl(context, userId, kind, context.storage.urlOf(key));
  } catch (error) {
    await removeStoredFile(context.storage, key).catch(() => undefined);
    throw error;
  }
}

export async function removeProfileImage(context: Context, userId: string, kind: ProfileImageKind) {
  await swapImageUrl(context, userId, kind, null);
}
