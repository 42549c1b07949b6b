import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { onboardingRequestSchema } from '@shared/schemas/profiles';
import { requireUser } from '../../plugins/authentication';
import { completeOnboarding } from './service';

/** /api/profile: the signed-in user's own profile. */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/onboarding',
    {
      schema: { body: onboardingRequestSchema, response: { 200: z.object({ handle: z.string() }) } },
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
    },
    async (request) => {
      const user = requireUser(request);
      const updated = await completeOnboarding(app.database.db, user.id, request.body);
      return { handle: updated?.handle ?? request.body.username };
    },
  );
};
