import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { handleParamsSchema, popularSkillsSchema, publicProfileSchema } from '#shared/schemas/profiles';
import { projectDetailSchema } from '#shared/schemas/projects';
import { getProjectDetail } from '#server/features/projects/index';
import { getPublicProfile } from './public-profile';
import { listPopularSkills } from './popular-skills';
import { everyone } from '#server/feature-kit/access';
import { failures } from '#server/feature-kit/answers';
import { limitedBy } from '#server/feature-kit/rate-limits';

// The most used skills change slowly; browsers and proxies may keep them a few minutes.
const POPULAR_SKILLS_CACHE = 'public, max-age=300';

/** /api/profiles/{handle}: public profile pages, for visitors and users alike. */
export const publicProfileRoutes: FastifyPluginAsyncZod = async (app) => {
  // Whether a profile shows where to follow it from other servers (docs/decisions/0071).
  const site = { federates: app.config.federation.enabled, host: new URL(app.config.publicUrl).host };
  // A hyphen can never be in a handle, so this address shadows no profile.
  app.get(
    '/popular-skills',
    {
      schema: {
        ...everyone,
        summary: 'List the skills most profiles name, most used first',
        response: { 200: popularSkillsSchema },
      },
      config: limitedBy('search'),
    },
    async (request, reply) => {
      reply.header('cache-control', POPULAR_SKILLS_CACHE);
      return { skills: await listPopularSkills(request.readDb) };
    },
  );

  app.get(
    '/:handle',
    {
      schema: {
        ...everyone,
        summary: "Get a member's public profile",
        params: handleParamsSchema,
        response: {
          200: publicProfileSchema,
          ...failures({ 404: 'No public profile with this handle' }),
        },
      },
    },
    async (request, reply) => {
      // What a visitor sees may be cached briefly; a user's page holds their own follow state.
      reply.header('cache-control', request.user ? 'private, no-store' : 'public, max-age=15');
      return getPublicProfile(request.readDb, site, request.params.handle, request.user?.id ?? null);
    },
  );

  app.get(
    '/:handle/projects/:slug',
    {
      schema: {
        ...everyone,
        summary: "Get a member's project by its slug",
        params: handleParamsSchema.extend({ slug: z.string().min(1).max(64) }),
        response: {
          200: projectDetailSchema,
          ...failures({ 404: 'No project at this handle and slug that the caller may see' }),
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', request.user ? 'private, no-store' : 'public, max-age=15');
      const { handle, slug } = request.params;
      return getProjectDetail(request.readDb, handle, slug, request.user?.id ?? null);
    },
  );
};
