import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  requestIdParamsSchema,
  requestStatusInputSchema,
  serviceRequestInputSchema,
  serviceRequestListSchema,
  serviceRequestsQuerySchema,
} from '#shared/schemas/service-requests';
import { savedServiceSchema, serviceIdParamsSchema } from '#shared/schemas/services';
import { requireUser } from '#server/feature-kit/request-user';
import { createServiceRequest } from './create-request';
import { listServiceRequests } from './list-requests';
import { setRequestStatus } from './update-status';
import { limitedBy } from '#server/feature-kit/rate-limits';
import { idempotentCreate } from '#server/feature-kit/idempotent';
import { signedIn } from '#server/feature-kit/access';
import { failures, noBody } from '#server/feature-kit/answers';
import { appDeps } from '#server/feature-kit/app-deps';
import { requestWorkspaceRoutes } from './workspace-routes';

/** /api/services/{id}/requests and /api/service-requests: asking for a service and managing requests. */
export const serviceRequestRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = appDeps(app);
  await app.register(requestWorkspaceRoutes);

  app.post(
    '/services/:serviceId/requests',
    {
      schema: {
        ...signedIn('signInToRequest'),
        summary: 'Request a service from its seller',
        params: serviceIdParamsSchema,
        body: serviceRequestInputSchema,
        // The new request's id, in the shape every create answers with.
        response: {
          201: savedServiceSchema,
          ...failures({ 404: 'No active, public service with this id' }),
        },
      },
      config: idempotentCreate('notifyingWrite'),
      // Before the body is checked, so a visitor is told to sign in rather than to fix the form.
      preValidation: async (request) => {
        requireUser(request, 'signInToRequest');
      },
    },
    async (request, reply) => {
      const user = requireUser(request, 'signInToRequest');
      const created = await createServiceRequest(deps, user.id, request.params.serviceId, request.body);
      return reply.status(201).send(created);
    },
  );

  app.get(
    '/service-requests',
    {
      schema: {
        ...signedIn(),
        summary: 'List the service requests you received or sent, newest first',
        querystring: serviceRequestsQuerySchema,
        response: { 200: serviceRequestListSchema },
      },
    },
    async (request, reply) => {
      const userId = requireUser(request).id;
      reply.header('cache-control', 'no-store');
      return listServiceRequests(deps.db, userId, request.query);
    },
  );

  app.put(
    '/service-requests/:requestId/status',
    {
      schema: {
        ...signedIn(),
        summary: "Set a request's status, as its seller; the thread records it",
        params: requestIdParamsSchema,
        body: requestStatusInputSchema,
        response: {
          204: noBody('Saved; the requester is notified of a change'),
          ...failures({ 404: 'No request with this id that you sent or received' }),
        },
      },
      config: limitedBy('contentWrite'),
    },
    async (request, reply) => {
      await setRequestStatus(deps, requireUser(request).id, request.params.requestId, request.body.status);
      return reply.status(204).send();
    },
  );
};
