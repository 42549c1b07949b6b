import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { followRequestListSchema, followRequestParamsSchema } from '#shared/schemas/federation';
import { signedIn } from '#server/feature-kit/access';
import { failures, noBody } from '#server/feature-kit/answers';
import { appDeps } from '#server/feature-kit/app-deps';
import { limitedBy } from '#server/feature-kit/rate-limits';
import { requireUser } from '#server/feature-kit/request-user';
import { acceptFollowRequest, declineFollowRequest, listFollowRequests } from './follow-requests';

const noSuchRequest = failures({ 404: 'No follow from this account is waiting for you' });

/** /api/federation/follow-requests: the follows from other servers a member who approves them answers. */
export const followRequestRoutes: FastifyPluginAsyncZod = async (app) => {
  if (!app.config.federation.enabled) return;
  const deps = appDeps(app);

  app.get(
    '/follow-requests',
    {
      schema: {
        ...signedIn(),
        summary: 'List the follows from other servers waiting for you to accept them',
        response: { 200: followRequestListSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return listFollowRequests(deps.db, requireUser(request).id);
    },
  );

  app.post(
    '/follow-requests/:remoteActorId/accept',
    {
      schema: {
        ...signedIn(),
        summary: 'Accept a follow from another server',
        params: followRequestParamsSchema,
        response: { 204: noBody('Accepted: the account follows you'), ...noSuchRequest },
      },
      config: limitedBy('follow'),
    },
    async (request, reply) => {
      await acceptFollowRequest(deps, requireUser(request).id, request.params.remoteActorId);
      return reply.status(204).send();
    },
  );

  app.delete(
    '/follow-requests/:remoteActorId',
    {
      schema: {
        ...signedIn(),
        summary: 'Decline a follow from another server',
        params: followRequestParamsSchema,
        response: { 204: noBody('Declined: its server is told no'), ...noSuchRequest },
      },
      config: limitedBy('follow'),
    },
    async (request, reply) => {
      await declineFollowRequest(deps, requireUser(request).id, request.params.remoteActorId);
      return reply.status(204).send();
    },
  );
};
