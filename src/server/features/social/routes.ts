import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { followStateSchema, handleParamsSchema } from '@shared/schemas/public-profiles';
import { requireUser } from '../../plugins/authentication';
import { notifyNewFollower, setFollowing } from './follows';

const FOLLOW_RATE_LIMIT = { rateLimit: { max: 60, timeWindow: '1 minute' } };

/** /api/profiles/{handle}/follow: PUT follows, DELETE unfollows. */
export const socialRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const [method, following] of [
    ['PUT', true],
    ['DELETE', false],
  ] as const) {
    app.route({
      method,
      url: '/:handle/follow',
      schema: { params: handleParamsSchema, response: { 200: followStateSchema } },
      config: FOLLOW_RATE_LIMIT,
      handler: async (request) => {
        const user = requireUser(request, 'signInToFollow');
        const { db } = app.database;
        const state = await setFollowing(db, user.id, request.params.handle, following);
        if (state.created) await notifyNewFollower(db, app.events, user.id, state.followedUserId);
        return { following: state.following, followerCount: state.followerCount };
      },
    });
  }
};
