import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { followStateSchema } from '#shared/schemas/follows';
import { handleParamsSchema } from '#shared/schemas/profiles';
import { requireUser } from '#server/feature-kit/request-user';
import { setFollowing } from './service';
import { unitOfWork } from '#server/jobs/unit-of-work';
import { appDeps } from '#server/feature-kit/app-deps';
import { limitedBy } from '#server/feature-kit/rate-limits';
import { signedIn } from '#server/feature-kit/access';
import { failures } from '#server/feature-kit/answers';

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
        return unitOfWork(appDeps(app), (unit) =>
          setFollowing(unit, user.id, request.params.handle, following),
        );
      },
    });
  }
};
