import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { reviewInputSchema } from '#shared/schemas/service-reviews';
import type { Database } from '#server/db/client';
import { serviceReviews } from '#server/db/schema/index';
import { AppError } from '#server/errors';
import type { Actor } from '#server/policy/audit-log';
import { removeAsOwnerOrStaff } from '#server/policy/staff-override';

type ReviewInput = z.output<typeof reviewInputSchema>;

async function findReview(db: Database, reviewId: string) {
  const [review] = await db
    .select({ reviewerId: serviceReviews.reviewerId })
    .from(serviceReviews)
    .where(eq(serviceReviews.id, reviewId));
  if (!review) throw new AppError('not_found', 'reviewNotFound');
  return review;
}

/** Only the author edits a review; updated_at says when. */
export async function editReview(db: Database, userId: string, reviewId: string, input: ReviewInput) {
  const review = await findReview(db, reviewId);
  if (review.reviewerId !== userId) throw new AppError('forbidden', 'permissionDenied');
  await db
    .update(serviceReviews)
    .set({ rating: input.rating, comment: input.comment, updatedAt: new Date() })
    .where(eq(serviceReviews.id, reviewId));
}

/**
 * The author, or a moderating staff member who outranks the author, deletes a review (audited);
 * the seller may not remove a bad one.
 */
export async function deleteReview(db: Database, actor: Actor, reviewId: string) {
  const review = await findReview(db, reviewId);
  const content = { type: 'review', id: reviewId, ownerUserId: review.reviewerId } as const;
  await removeAsOwnerOrStaff(db, actor, content, 'moderateReviews', (tx) =>
    tx.delete(serviceReviews).where(eq(serviceReviews.id, reviewId)),
  );
}
