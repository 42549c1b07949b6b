import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { reviewInputSchema } from '@shared/schemas/service-reviews';
import type { Database } from '../../db/client';
import { serviceReviews } from '../../db/schema/index';
import { AppError } from '../../plugins/error-handler';
import { recordAuditEvent, type Actor } from '../audit/record-event';
import { assertStaffMayActOn } from '../moderation/staff-override';
import { REVIEW_MODERATOR_ROLES } from './review-moderators';

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
  const byStaff = review.reviewerId !== actor.userId;
  if (byStaff) await assertStaffMayActOn(db, actor.userId, review.reviewerId, REVIEW_MODERATOR_ROLES);
  await db.transaction(async (tx) => {
    await tx.delete(serviceReviews).where(eq(serviceReviews.id, reviewId));
    if (byStaff) {
      await recordAuditEvent(tx, {
        kind: 'staff_content_deleted',
        actorUserId: actor.userId,
        targetUserId: review.reviewerId,
        ipAddress: actor.ipAddress,
        detail: { contentType: 'review', contentId: reviewId },
      });
    }
  });
}
