import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  pendingCountSchema,
  requestIdParamsSchema,
  requestStatusInputSchema,
  serviceRequestInputSchema,
  serviceRequestListSchema,
  serviceRequestsQuerySchema,
} from '#shared/schemas/service-requests';
import { savedServiceSchema, serviceIdParamsSchema } from '#shared/schemas/services';
import { requireUser } from '#server/http/request-user';
import { createServiceRequest } from './create-request';
import { countPendingRequests, listServiceRequests } from './list-requests';
import { setRequestStatus } from './update-status';
import { limitedBy } from '#server/http/rate-limits';
import { signedIn } from '#server/http/access';

/** /api/services/{id}/requests and /api/service-requests: asking for a service and managing requests. */
export const serviceRequestRoutes: FastifyPluginAsyncZod = async (app) => {
  const context = () => ({ db: app.database.db, events: app.events, jobs: app.jobs });

  app.post(
    '/services/:serviceId/requests',
    {
      schema: {
        ...signedIn('signInToRequest'),
        params: serviceIdParamsSchema,
        body: serviceRequestInputSchema,
        // The new request's id, in the shape every create answers with.
        response: { 201: savedServiceSchema },
      },
      config: limitedBy('notifyingWrite'),
      // Before the body is checked, so a visitor is told to sign in rather than to fix the form.
      preValidation: async (request) => {
        requireUser(request, 'signInToRequest');
      },
    },
    async (request, reply) => {
      const user = requireUser(request, 'signInToRequest');
      const created = await createServiceRequest(context(), user.id, request.params.serviceId, request.body);
      return reply.status(201).send(created);
    },
  );

  app.get(
    '/service-requests',
    {
      schema: {
        ...signedIn(),
        querystring: serviceRequestsQuerySchema,
        response: { 200: serviceRequestListSchema },
      },
    },
    async (request, reply) => {
      const userId = requireUser(request).id;
      reply.header('cache-control', 'no-store');
      return listServiceRequests(app.database.db, userId, request.query);
    },
  );

  app.get(
    '/service-requests/pending-count',
    { schema: { ...signedIn(), response: { 200: pendingCountSchema } } },
    async (request, reply) => {
      const userId = requireUser(request).id;
      reply.header('cache-control', 'no-store');
      return { count: await countPendingRequests(app.database.db, userId) };
    },
  );

  app.put(
    '/service-requests/:requestId/status',
    {
      schema: { ...signedIn(), params: requestIdParamsSchema, body: requestStatusInputSchema },
      config: limitedBy('contentWrite'),
    },
    async (request, reply) => {
      await setRequestStatus(
        context(),
        requireUser(request).id,
        request.params.requestId,
        request.body.status,
      );
      return reply.status(204).send();
    },
  );
};
