import type { FastifyInstance, FastifyRequest } from 'fastify';
import { COVER_IMAGE_MAX_BYTES } from '#shared/constants';
import type { MessageId } from '#shared/messages';
import { requireUser } from '#server/feature-kit/request-user';
import { storeImage, type ImageShape, type WorkTreatment } from '#server/storage/images';
import { readImageFile } from '#server/storage/read-form';
import { recordUnclaimedUpload } from './unclaimed-uploads';
import { takeImageUpload } from './image-quota';
import { appDeps } from '#server/feature-kit/app-deps';

/** What an image sent with a form is: its kind and shape, and for a piece of work, how it is kept. */
export type FormImage = {
  kind: 'cover' | 'gallery' | 'service';
  shape: ImageShape;
  /** A piece of work, with the bytes it may have: kept as its creator made it (storeImage). */
  work?: { treatment: (userId: string) => Promise<WorkTreatment>; maxBytes: number; tooLarge: MessageId };
};

/**
 * An image sent while a form is open (a project's cover or gallery image, a service's image): read
 * (5 MB at most, or a piece of work's own limit), checked and stored in the member's part of `covers`
 * with its smaller copies, and remembered until a saved form names it. Answers its URL and stored size.
 */
export async function storeFormImage(app: FastifyInstance, request: FastifyRequest, image: FormImage) {
  const { db, storage } = appDeps(app);
  const userId = requireUser(request).id;
  const bytes = await readImageFile(
    request,
    image.work?.maxBytes ?? COVER_IMAGE_MAX_BYTES,
    image.work?.tooLarge ?? 'imageTooLarge5',
  );
  await takeImageUpload(db, userId);
  const work = image.work && (await image.work.treatment(userId));
  const stored = await storeImage(storage, {
    folder: 'covers',
    ownerId: userId,
    bytes,
    kind: image.kind,
    shape: image.shape,
    work,
  });
  const url = storage.urlOf(stored.key);
  await recordUnclaimedUpload(db, stored.key, url);
  return { url, width: stored.width, height: stored.height };
}
