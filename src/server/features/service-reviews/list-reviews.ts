import { desc, eq } from 'drizzle-orm';
import type { Review } from '#shared/schemas/service-reviews';
import type { Database } from '#server/db/client';
import { profiles, serviceReviews } from '#server/db/schema/index';
import { AppError } from '#server/errors';
import { holdsPower } from '#server/policy/staff-policy';
import { findVisibleService } from './visible-service';

// A service page shows its newest reviews; the average on the page counts them all.
const REVIEWS_LIMIT = 200;

/** A visible service's reviews, newest first, each saying whether the viewer may edit or delete it. */
export async function listReviews(
  db: Database,
  serviceId: string,
  viewerId: string | null,
): Promise<Review[]> {
  if (!(await findVisibleService(db, serviceId, viewerId)))
    throw new AppError('not_found', 'serviceNotFound');
  const [rows, moderator] = await Promise.all([
    db
      .select({
        review: serviceReviews,
        handle: profiles.handle,
        displayName: profiles.displayName,
        avatarUrl: profiles.avatarUrl,
      })
      .from(serviceReviews)
      .leftJoin(profiles, eq(profiles.userId, serviceReviews.reviewerId))
      .where(eq(serviceReviews.serviceId, serviceId))
      .orderBy(desc(serviceReviews.createdAt), desc(serviceReviews.id))
      .limit(REVIEWS_LIMIT),
    viewerId ? holdsPower(db, viewerId, 'moderateReviews') : false,
  ]);
  return rows.map(({ review, handle, displayName, avatarUrl }) => {
    const mine = viewerId !== null && review.reviewerId === viewerId;
    return {
      id: review.id,
      serviceRequestId: review.serviceRequestId,
      rating: review.rating,
      comment: review.comment,
      createdAt: review.createdAt.toISOString(),
      updatedAt: review.updatedAt.toISOString(),
      reviewer: handle ? { handle, displayName, avatarUrl } : null,
      canEdit: mine,
      canDelete: mine || moderator,
    };
  });
}
