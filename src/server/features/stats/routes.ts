import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { statsResponseSchema, type StatsResponse } from '#shared/schemas/stats';
import { countCommunity, listLatestProjects, listLatestServices } from './queries';
import { everyone } from '#server/feature-kit/access';
import { appDeps } from '#server/feature-kit/app-deps';

/** GET /api/stats: the landing page's counters and its latest projects and services. */
export const statsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = appDeps(app);
  app.get(
    '/stats',
    {
      schema: {
        ...everyone,
        summary: "Get the landing page's community counts and latest projects and services",
        response: { 200: statsResponseSchema },
      },
    },
    async (_request, reply) => {
      const [counts, latestProjects, latestServices] = await Promise.all([
        countCommunity(db),
        listLatestProjects(db),
        listLatestServices(db),
      ]);
      // Public and identical for everyone: a short shared cache spares the database on busy landings.
      reply.header('cache-control', 'public, max-age=15');
      const body: StatsResponse = {
        counts,
        latestProjects: latestProjects.map((project) => ({
          ...project,
          createdAt: project.createdAt.toISOString(),
        })),
        latestServices: latestServices.map((service) => ({
          ...service,
          pricingType: service.pricingType as StatsResponse['latestServices'][number]['pricingType'],
          createdAt: service.createdAt.toISOString(),
        })),
      };
      return body;
    },
  );
};
