import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { blockListSchema } from '#shared/schemas/blocks';
import { handleParamsSchema } from '#shared/schemas/profiles';
import { signedIn } from '#server/feature-kit/access';
import { failures, noBody } from '#server/feature-kit/answers';
import { requireUser } from '#server/feature-kit/request-user';
import { limitedBy } from '#server/feature-kit/rate-limits';
import { blockMember, listBlockedMembers, unblockMember } from './service';
import { appDeps } from '#server/feature-kit/app-deps';

const noSuchProfile = failures({ 404: 'No public profile with this handle' });

/** /api/blocks: the members the user blocked; PUT /{handle} blocks, DELETE /{handle} unblocks. */
export const blockRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = appDeps(app);
  app.get(
    '/',
    {
      schema: {
        ...signedIn(),
        summary: 'List the members you blocked, latest first',
        response: { 200: blockListSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return listBlockedMembers(db, requireUser(request).id);
    },
  );

  app.put(
    '/:handle',
    {
      schema: {
        ...signedIn(),
        summary: 'Block a member',
        params: handleParamsSchema,
        response: { 204: noBody('Blocked, and follows between you ended'), ...noSuchProfile },
      },
      config: limitedBy('follow'),
    },
    async (request, reply) => {
      await blockMember(db, requireUser(request).id, request.params.handle);
      return reply.status(204).send();
    },
  );

  app.delete(
    '/:handle',
    {
      schema: {
        ...signedIn(),
        summary: 'Unblock a member',
        params: handleParamsSchema,
        response: { 204: noBody('Unblocked'), ...noSuchProfile },
      },
      config: limitedBy('follow'),
    },
    async (request, reply) => {
      await unblockMember(db, requireUser(request).id, request.params.handle);
      return reply.status(204).send();
    },
  );
};
