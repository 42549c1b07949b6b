import { MEMBER_IMAGE_UPLOADS_PER_DAY } from '#shared/constants';
import type { Database } from '#server/db/client';
import { AppError } from '#server/errors';
import { countHit } from '#server/feature-kit/rate-limit-store';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Counts an image against the member's uploads of the day, before it is decoded, whatever it is
 * for (an avatar, a cover, a logo, a screenshot); one past MEMBER_IMAGE_UPLOADS_PER_DAY is refused
 * and says when the day's count starts again. Unlike the per-address limits, a member's count
 * follows them to every address.
 */
export async function takeImageUpload(db: Database, memberId: string) {
  const { current, ttl } = await countHit(db, `image-uploads:${memberId}`, DAY_MS);
  if (current > MEMBER_IMAGE_UPLOADS_PER_DAY) {
    throw new AppError('rate_limited', 'imageUploadsToday', undefined, {
      retryAfterSeconds: Math.ceil(ttl / 1000),
    });
  }
}
