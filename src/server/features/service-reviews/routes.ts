import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestIdParamsSchema } from '#shared/schemas/service-requests';
import { reviewIdParamsSchema, reviewInputSchema, reviewListSchema } from '#shared/schemas/service-reviews';
import { savedServiceSchema, serviceIdParamsSchema } from '#shared/schemas/services';
import { requireActor, requireUser } from '#server/feature-kit/request-user';
import { deleteReview, editReview } from './change-review';
import { createReview } from './create-review';
import { listReviews } from './list-reviews';
import { limitedBy } from '#server/feature-kit/rate-limits';
import { idempotentCreate } from '#server/feature-kit/idempotent';
import { everyone, signedIn } from '#server/feature-kit/access';
import { failures, noBody } from '#server/feature-kit/answers';
import { appDeps } from '#server/feature-kit/app-deps';

const noSuchReview = failures({ 404: 'No review with this id' });

/** /api/services/{id}/reviews, /api/service-requests/{id}/review and /api/reviews/{id}: rating services. */
export const serviceReviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = appDeps(app);
  app.get(
    '/services/:serviceId/reviews',
    {
      schema: {
        ...everyone,
        summary: "List a service's reviews",
        params: serviceIdParamsSchema,
        response: {
          200: reviewListSchema,
          ...failures({ 404: 'No service with this id that the caller may see' }),
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return listReviews(deps.db, request.params.serviceId, request.user?.id ?? null);
    },
  );

  app.post(
    '/service-requests/:requestId/review',
    {
      schema: {
        ...signedIn(),
        summary: 'Review a completed service request you sent',
        params: requestIdParamsSchema,
        body: reviewInputSchema,
        // The new review's id, in the shape every create answers with.
        response: {
          201: savedServiceSchema,
          ...failures({
            404: 'No request with this id that you sent or received',
            409: 'The request has its review already',
          }),
        },
      },
      config: idempotentCreate('contentWrite'),
    },
    async (request, reply) => {
      const created = await createReview(
        deps,
        requireUser(request).id,
        request.params.requestId,
        request.body,
      );
      return reply.status(201).send(created);
    },
  );

  app.put(
    '/reviews/:reviewId',
    {
      schema: {
        ...signedIn(),
        summary: 'Edit your review',
        params: reviewIdParamsSchema,
        body: reviewInputSchema,
        response: { 204: noBody('Saved'), ...noSuchReview },
      },
      config: limitedBy('contentWrite'),
    },
    async (request, reply) => {
      await editReview(deps.db, requireUser(request).id, request.params.reviewId, request.body);
      return reply.status(204).send();
    },
  );

  app.delete(
    '/reviews/:reviewId',
    {
      schema: {
        ...signedIn(),
        summary: 'Delete a review, as its author or as staff',
        params: reviewIdParamsSchema,
        response: { 204: noBody('Deleted'), ...noSuchReview },
      },
      config: limitedBy('contentWrite'),
    },
    async (request, reply) => {
      await deleteReview(deps.db, requireActor(request), request.params.reviewId);
      return reply.status(204).send();
    },
  );
};
