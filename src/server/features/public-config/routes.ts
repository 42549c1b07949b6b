import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicConfigSchema, type PublicConfig } from '#shared/schemas/public-config';
import { everyone, openWhileBanned } from '#server/feature-kit/access';

/** GET /api/config: settings the web app reads at start (nothing secret lives here). */
export const publicConfigRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/config',
    {
      schema: {
        ...everyone,
        ...openWhileBanned,
        summary: 'Get the settings the web app reads at start',
        response: { 200: publicConfigSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      const body: PublicConfig = { adsClientId: app.config.adsClientId ?? null };
      return body;
    },
  );
};
