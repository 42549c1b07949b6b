import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFoundReportSchema } from '@shared/schemas/client-events';
import { limitedBy } from '../../plugins/rate-limits';
import { everyone } from '../../plugins/access';

/** POST /api/client-events/not-found: a visitor reached a path no screen matches. */
export const clientEventRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/client-events/not-found',
    {
      schema: { ...everyone, body: notFoundReportSchema },
      config: limitedBy('clientEvent'),
    },
    async (request, reply) => {
      request.log.warn(
        { missingPath: request.body.path, referer: request.headers.referer },
        'page not found',
      );
      return reply.status(204).send();
    },
  );
};
