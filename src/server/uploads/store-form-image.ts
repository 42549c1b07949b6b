import type { FastifyInstance, FastifyRequest } from 'fastify';
import { COVER_IMAGE_MAX_BYTES } from '#shared/constants';
import { requireUser } from '#server/feature-kit/request-user';
import { storeImage, type ImageShape } from '#server/storage/images';
import { readImageFile } from '#server/storage/read-form';
import { recordUnclaimedUpload } from './unclaimed-uploads';
import { takeImageUpload } from './image-quota';
import { appDeps } from '#server/feature-kit/app-deps';

/**
 * An image sent while a form is open (a project's cover or gallery image, a service's image): read
 * (5 MB at most), checked and stored in the member's part of `covers` with its smaller copies, and
 * remembered until a saved form names it. Answers its URL and stored size.
 */
export async function storeFormImage(
  app: FastifyInstance,
  request: FastifyRequest,
  image: { kind: 'cover' | 'gallery' | 'service'; shape: ImageShape },
) {
  const { db, storage } = appDeps(app);
  const userId = requireUser(request).id;
  const bytes = await readImageFile(request, COVER_IMAGE_MAX_BYTES, 'imageTooLarge5');
  await takeImageUpload(db, userId);
  const stored = await storeImage(storage, { folder: 'covers', ownerId: userId, bytes, ...image });
  const url = storage.urlOf(stored.key);
  await recordUnclaimedUpload(db, stored.key, url);
  return { url, width: stored.width, height: stored.height };
}
