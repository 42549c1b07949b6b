import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { feedPageSchema, feedQuerySchema, homeOverviewSchema } from '#shared/schemas/home';
import { pageCursorParamSchema } from '#server/db/pagination';
import { signedIn } from '#server/feature-kit/access';
import { requireUser } from '#server/feature-kit/request-user';
import { readFollowingFeed } from './feed';
import { readHomeOverview } from './overview';
import { appDeps } from '#server/feature-kit/app-deps';

/** /api/home: a signed-in member's home (docs/decisions/0052-home-saves-and-drafts.md). */
export const homeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = appDeps(app);

  app.get(
    '/',
    {
      schema: {
        ...signedIn(),
        summary: "A new creator's next steps, and whom to follow while following no one",
        response: { 200: homeOverviewSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return readHomeOverview(db, requireUser(request).id);
    },
  );

  app.get(
    '/feed',
    {
      schema: {
        ...signedIn(),
        summary: 'New projects and services of the people you follow, newest first',
        querystring: feedQuerySchema.extend({ cursor: pageCursorParamSchema }),
        response: { 200: feedPageSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return readFollowingFeed(db, requireUser(request).id, request.query.cursor);
    },
  );
};
