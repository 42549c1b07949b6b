import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { followStateSchema } from '#shared/schemas/follows';
import { handleParamsSchema } from '#shared/schemas/profiles';
import { requireUser } from '#server/http/request-user';
import { notifyNewFollower, setFollowing } from './service';
import { limitedBy } from '#server/http/rate-limits';
import { signedIn } from '#server/http/access';
import { failures } from '#server/http/answers';

/** /api/profiles/{handle}/follow: PUT follows, DELETE unfollows. */
export const followRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const [method, following] of [
    ['PUT', true],
    ['DELETE', false],
  ] as const) {
    app.route({
      method,
      url: '/:handle/follow',
      schema: {
        ...signedIn('signInToFollow'),
        summary: following ? 'Follow a member' : 'Unfollow a member',
        params: handleParamsSchema,
        response: {
          200: followStateSchema,
          ...failures({ 404: 'No public profile with this handle' }),
        },
      },
      config: limitedBy('follow'),
      handler: async (request) => {
        const user = requireUser(request, 'signInToFollow');
        const { db } = app.database;
        const state = await setFollowing(db, user.id, request.params.handle, following);
        if (state.created)
          await notifyNewFollower(db, { events: app.events, jobs: app.jobs }, user.id, state.followedUserId);
        return { following: state.following, followerCount: state.followerCount };
      },
    });
  }
};
