import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  explorePageSchema,
  exploreQuerySchema,
  peoplePageSchema,
  peopleQuerySchema,
  type PersonCard,
  SEARCH_PAGE_SIZE,
  tagSuggestionsQuerySchema,
  tagSuggestionsSchema,
} from '#shared/schemas/search';
import { pageCursorParamSchema, toPage } from '#server/db/pagination';
import { listExploreProjects, listPeople } from './queries';
import { listNewestWorks } from './person-works';
import { suggestTags } from './tags';
import { limitedBy } from '#server/feature-kit/rate-limits';
import { everyone } from '#server/feature-kit/access';

// The same answer for every caller, so shared caches may keep it briefly.
const PUBLIC_CACHE = 'public, max-age=15';

/** GET /api/explore and /api/people: the public, searchable lists, one page at a time; /api/tags suggests tags. */
export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/explore',
    {
      schema: {
        ...everyone,
        summary: 'Search published projects by text, stack and hireable owners, one page at a time',
        querystring: exploreQuerySchema.extend({ cursor: pageCursorParamSchema }),
        response: { 200: explorePageSchema },
      },
      config: limitedBy('search'),
    },
    async (request, reply) => {
      const { rows, correctedQuery } = await listExploreProjects(request.readDb, request.query);
      reply.header('cache-control', PUBLIC_CACHE);
      // A spread, not object rest (a slow path in V8, a twentieth of the request's time on the server):
      // the row's cursorTime is left in, and the answer's schema, which does not name it, drops it.
      const page = toPage(rows, (project) => ({ ...project, createdAt: project.createdAt.toISOString() }));
      return { ...page, correctedQuery };
    },
  );

  app.get(
    '/people',
    {
      schema: {
        ...everyone,
        summary:
          'Search public profiles by text and availability for hire, one page at a time, each with its newest works',
        querystring: peopleQuerySchema.extend({ cursor: pageCursorParamSchema }),
        response: { 200: peoplePageSchema },
      },
      config: limitedBy('search'),
    },
    async (request, reply) => {
      const { rows, correctedQuery } = await listPeople(request.readDb, request.query);
      // The cards' previews, for the page's own rows (not the extra one that tells a next page follows).
      const works = await listNewestWorks(
        request.readDb,
        rows.slice(0, SEARCH_PAGE_SIZE).map((row) => row.id),
      );
      reply.header('cache-control', PUBLIC_CACHE);
      const page = toPage(rows, ({ id, cursorTime: _cursorTime, roles, ...person }) => ({
        ...person,
        roles: roles as PersonCard['roles'],
        works: works.get(id) ?? [],
      }));
      return { ...page, correctedQuery };
    },
  );

  app.get(
    '/tags',
    {
      schema: {
        ...everyone,
        summary: 'Suggest the technologies or skills in use that begin with what is typed, most used first',
        querystring: tagSuggestionsQuerySchema,
        response: { 200: tagSuggestionsSchema },
      },
      config: limitedBy('search'),
    },
    async (request, reply) => {
      const tags = await suggestTags(request.readDb, request.query.kind, request.query.q);
      reply.header('cache-control', PUBLIC_CACHE);
      return { tags };
    },
  );
};
