import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { commentIdParamsSchema, commentInputSchema, commentListSchema } from '#shared/schemas/comments';
import { projectIdParamsSchema } from '#shared/schemas/projects';
import { requireActor, requireUser } from '#server/http/request-user';
import { deleteComment, editComment, listComments, postComment } from './service';
import { limitedBy } from '#server/http/rate-limits';
import { everyone, signedIn } from '#server/http/access';

/** /api/projects/{id}/comments and /api/comments/{id}: a project's discussion. */
export const commentRoutes: FastifyPluginAsyncZod = async (app) => {
  const context = () => ({ db: app.database.db, events: app.events, jobs: app.jobs });

  app.get(
    '/projects/:projectId/comments',
    { schema: { ...everyone, params: projectIdParamsSchema, response: { 200: commentListSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return listComments(app.database.db, request.params.projectId, request.user?.id ?? null);
    },
  );

  app.post(
    '/projects/:projectId/comments',
    {
      schema: { ...signedIn('signInToComment'), params: projectIdParamsSchema, body: commentInputSchema },
      config: limitedBy('contentWrite'),
    },
    async (request, reply) => {
      const user = requireUser(request, 'signInToComment');
      await postComment(context(), user.id, request.params.projectId, request.body.content);
      return reply.status(201).send();
    },
  );

  app.put(
    '/comments/:commentId',
    {
      schema: { ...signedIn(), params: commentIdParamsSchema, body: commentInputSchema },
      config: limitedBy('contentWrite'),
    },
    async (request, reply) => {
      await editComment(context(), requireUser(request).id, request.params.commentId, request.body.content);
      return reply.status(204).send();
    },
  );

  app.delete(
    '/comments/:commentId',
    { schema: { ...signedIn(), params: commentIdParamsSchema }, config: limitedBy('contentWrite') },
    async (request, reply) => {
      await deleteComment(context(), requireActor(request), request.params.commentId);
      return reply.status(204).send();
    },
  );
};
