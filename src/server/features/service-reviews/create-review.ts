import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { reviewInputSchema } from '#shared/schemas/service-reviews';
import { profiles, serviceRequests, serviceReviews, services } from '#server/db/schema/index';
import { AppError } from '#server/errors';
import { notify } from '#server/features/notifications/index';
import { unitOfWork } from '#server/jobs/unit-of-work';
import type { AppDeps } from '#server/feature-kit/app-deps';

type ReviewInput = z.output<typeof reviewInputSchema>;
type Context = Pick<AppDeps, 'db' | 'events' | 'jobs'>;

/**
 * The requester rates a completed request once (docs/product/states.md, Service requests); the seller is
 * notified. The seller is refused; anyone else is told the request does not exist, so nothing private is
 * confirmed.
 */
export async function createReview(context: Context, userId: string, requestId: string, input: ReviewInput) {
  const [found] = await context.db
    .select({ request: serviceRequests, serviceTitle: services.title, sellerUserId: profiles.userId })
    .from(serviceRequests)
    .innerJoin(services, eq(services.id, serviceRequests.serviceId))
    .innerJoin(profiles, eq(profiles.id, serviceRequests.sellerProfileId))
    .where(eq(serviceRequests.id, requestId));
  if (!found || (found.request.requesterId !== userId && found.sellerUserId !== userId)) {
    throw new AppError('not_found', 'requestNotFound');
  }
  const { request } = found;
  if (request.requesterId !== userId || request.status !== 'completed') {
    throw new AppError('forbidden', 'reviewNotAllowed');
  }

  return unitOfWork(context, async (unit) => {
    const { db } = unit;
    // The unique index per request decides a double submit.
    const [created] = await db
      .insert(serviceReviews)
      .values({
        serviceId: request.serviceId,
        serviceRequestId: request.id,
        reviewerId: userId,
        sellerProfileId: request.sellerProfileId,
        rating: input.rating,
        comment: input.comment,
      })
      .onConflictDoNothing()
      .returning({ id: serviceReviews.id });
    if (!created) throw new AppError('conflict', 'alreadyReviewed');

    const [reviewer] = await db
      .select({ handle: profiles.handle, displayName: profiles.displayName })
      .from(profiles)
      .where(eq(profiles.userId, userId));
    await notify(unit, {
      userId: found.sellerUserId,
      kind: 'newReview',
      values: {
        name: reviewer?.displayName ?? reviewer?.handle ?? '',
        service: found.serviceTitle,
        rating: String(input.rating),
      },
      link: `/services/${request.serviceId}`,
    });
    return created;
  });
}
