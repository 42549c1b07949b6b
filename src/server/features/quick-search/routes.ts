import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { quickSearchQuerySchema, quickSearchSchema } from '#shared/schemas/search';
import { limitedBy } from '#server/feature-kit/rate-limits';
import { everyone } from '#server/feature-kit/access';
import { quickSearch } from './suggest';

/** GET /api/quick-search: the top bar's suggestions, the best few people, projects and services. */
export const quickSearchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/quick-search',
    {
      schema: {
        ...everyone,
        summary: 'Suggest the best few people, projects and services for a search as it is typed',
        querystring: quickSearchQuerySchema,
        response: { 200: quickSearchSchema },
      },
      config: limitedBy('search'),
    },
    async (request, reply) => {
      reply.header('cache-control', 'public, max-age=15');
      return quickSearch(request.readDb, request.query.q);
    },
  );
};
