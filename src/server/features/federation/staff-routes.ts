import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  remoteServerListQuerySchema,
  remoteServerListSchema,
  remoteServerParamsSchema,
  remoteServerStatusInputSchema,
} from '#shared/schemas/federation';
import { signedIn } from '#server/feature-kit/access';
import { appDeps } from '#server/feature-kit/app-deps';
import { noBody } from '#server/feature-kit/answers';
import { limitedBy } from '#server/feature-kit/rate-limits';
import { requireActor, requireUser } from '#server/feature-kit/request-user';
import { requirePower } from '#server/policy/staff-policy';
import { listServers, setServerStatus } from './servers';

/** /api/admin/federation: the servers Atelier federates with, and what staff decide of each. */
export const federationStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = appDeps(app);

  app.get(
    '/servers',
    {
      schema: {
        ...signedIn(),
        summary: 'List the servers Atelier federates with: their followers, last deliveries and status',
        querystring: remoteServerListQuerySchema,
        response: { 200: remoteServerListSchema },
      },
    },
    async (request, reply) => {
      await requirePower(deps.db, requireUser(request).id, 'moderateFederation');
      reply.header('cache-control', 'private, no-store');
      return listServers(deps.db, request.query.after);
    },
  );

  app.put(
    '/servers/:domain',
    {
      schema: {
        ...signedIn(),
        summary: 'Open, limit or suspend a server; suspending removes its follows and likes',
        params: remoteServerParamsSchema,
        body: remoteServerStatusInputSchema,
        response: { 204: noBody('Decided, and recorded in the audit log') },
      },
      config: limitedBy('staffAction'),
    },
    async (request, reply) => {
      await setServerStatus(deps, requireActor(request), request.params.domain, request.body.status);
      return reply.status(204).send();
    },
  );
};
