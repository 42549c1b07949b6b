import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { commentIdParamsSchema, commentInputSchema, commentListSchema } from '#shared/schemas/comments';
import { projectIdParamsSchema } from '#shared/schemas/projects';
import { requireActor, requireUser } from '#server/feature-kit/request-user';
import { deleteComment, editComment, listComments, postComment } from './service';
import { limitedBy } from '#server/feature-kit/rate-limits';
import { idempotentCreate } from '#server/feature-kit/idempotent';
import { everyone, signedIn } from '#server/feature-kit/access';
import { failures, noBody } from '#server/feature-kit/answers';
import { appDeps } from '#server/feature-kit/app-deps';

const noSuchProject = failures({ 404: 'No project with this id that the caller may see' });
const noSuchComment = failures({ 404: 'No comment with this id' });

/** /api/projects/{id}/comments and /api/comments/{id}: a project's discussion. */
export const commentRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = appDeps(app);

  app.get(
    '/projects/:projectId/comments',
    {
      schema: {
        ...everyone,
        summary: "List a project's latest comments",
        params: projectIdParamsSchema,
        response: { 200: commentListSchema, ...noSuchProject },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return listComments(deps.db, request.params.projectId, request.user?.id ?? null);
    },
  );

  app.post(
    '/projects/:projectId/comments',
    {
      schema: {
        ...signedIn('signInToComment'),
        summary: 'Comment on a project',
        params: projectIdParamsSchema,
        body: commentInputSchema,
        response: { 201: noBody('Posted'), ...noSuchProject },
      },
      config: idempotentCreate('contentWrite'),
    },
    async (request, reply) => {
      const user = requireUser(request, 'signInToComment');
      await postComment(deps, user.id, request.params.projectId, request.body.content);
      return reply.status(201).send();
    },
  );

  app.put(
    '/comments/:commentId',
    {
      schema: {
        ...signedIn(),
        summary: 'Edit your comment',
        params: commentIdParamsSchema,
        body: commentInputSchema,
        response: { 204: noBody('Saved'), ...noSuchComment },
      },
      config: limitedBy('contentWrite'),
    },
    async (request, reply) => {
      await editComment(deps, requireUser(request).id, request.params.commentId, request.body.content);
      return reply.status(204).send();
    },
  );

  app.delete(
    '/comments/:commentId',
    {
      schema: {
        ...signedIn(),
        summary: 'Delete a comment, as its author or as staff',
        params: commentIdParamsSchema,
        response: { 204: noBody('Deleted'), ...noSuchComment },
      },
      config: limitedBy('contentWrite'),
    },
    async (request, reply) => {
      await deleteComment(deps, requireActor(request), request.params.commentId);
      return reply.status(204).send();
    },
  );
};
