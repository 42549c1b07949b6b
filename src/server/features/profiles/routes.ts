import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  onboardingRequestSchema,
  ownProfileSchema,
  preferencesUpdateSchema,
  privacySettingsSchema,
  profileUpdateSchema,
} from '@shared/schemas/profiles';
import { requireUser } from '../../plugins/authentication';
import { completeOnboarding, getOwnProfile, saveLanguage, updateOwnProfile, updatePrivacy } from './service';

/** /api/profile: the signed-in user's own profile. */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/', { schema: { response: { 200: ownProfileSchema } } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return getOwnProfile(app.database.db, requireUser(request).id);
  });

  app.put(
    '/',
    {
      schema: { body: profileUpdateSchema, response: { 200: ownProfileSchema } },
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    },
    async (request) => updateOwnProfile(app.database.db, requireUser(request).id, request.body),
  );

  app.put('/privacy', { schema: { body: privacySettingsSchema } }, async (request, reply) => {
    await updatePrivacy(app.database.db, requireUser(request).id, request.body);
    return reply.status(204).send();
  });

  app.put('/preferences', { schema: { body: preferencesUpdateSchema } }, async (request, reply) => {
    await saveLanguage(app.database.db, requireUser(request).id, request.body.language);
    return reply.status(204).send();
  });

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
