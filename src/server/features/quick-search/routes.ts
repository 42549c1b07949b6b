import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  QUICK_SEARCH_COUNT,
  quickSearchQuerySchema,
  quickSearchSchema,
  type QuickSearch,
} from '#shared/schemas/search';
import { listExploreProjects, listPeople } from '#server/features/search/index';
import { listServices } from '#server/features/services/index';
import { limitedBy } from '#server/http/rate-limits';
import { everyone } from '#server/http/access';

const NO_SUGGESTIONS: QuickSearch = { people: [], projects: [], services: [] };

/**
 * GET /api/quick-search: the top bar's suggestions, the best few people, projects and services in
 * one answer, found as each list finds them (stems, typos forgiven, best match first).
 */
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
      const { q } = request.query;
      reply.header('cache-control', 'public, max-age=15');
      if (!q) return NO_SUGGESTIONS;
      const { db } = app.database;
      const best = { q, sort: 'best' as const, hireable: false };
      const [people, projects, services] = await Promise.all([
        listPeople(db, best),
        listExploreProjects(db, { ...best, stack: '' }),
        listServices(db, { ...best, category: '', pricingType: '' }),
      ]);
      return {
        people: people.rows.slice(0, QUICK_SEARCH_COUNT).map(({ handle, displayName, avatarUrl }) => ({
          handle,
          displayName,
          avatarUrl,
        })),
        projects: projects.rows
          .slice(0, QUICK_SEARCH_COUNT)
          .map(({ title, slug, ownerHandle }) => ({ title, slug, ownerHandle })),
        services: services.rows
          .slice(0, QUICK_SEARCH_COUNT)
          .map(({ id, title, ownerHandle }) => ({ id, title, ownerHandle })),
      };
    },
  );
};
