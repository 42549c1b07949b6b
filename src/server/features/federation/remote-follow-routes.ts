import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { remoteFollowQuerySchema, remoteFollowSchema } from '#shared/schemas/federation';
import { everyone } from '#server/feature-kit/access';
import { appDeps } from '#server/feature-kit/app-deps';
import { limitedBy } from '#server/feature-kit/rate-limits';
import { remoteFollowUrl } from './remote-follow';

/** /api/federation: what a visitor with an account on another server uses here. */
export const remoteFollowRoutes: FastifyPluginAsyncZod = async (app) => {
  // Turned off by the operator, no profile is followed from elsewhere (docs/deploy.md).
  if (!app.config.federation.enabled) return;
  const deps = appDeps(app);
  const { publicUrl, federation } = app.config;

  app.get(
    '/remote-follow',
    {
      schema: {
        ...everyone,
        summary:
          'Find where your own server (Mastodon and the like) asks you to confirm following a creator here',
        querystring: remoteFollowQuerySchema,
        response: { 200: remoteFollowSchema },
      },
      config: limitedBy('remoteFollow'),
    },
    async (request) => ({
      url: await remoteFollowUrl(
        deps.db,
        { publicUrl, allowPrivateAddresses: federation.allowPrivateAddresses },
        request.query,
      ),
    }),
  );
};
