import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  coverUploadSchema,
  editableProjectSchema,
  galleryUploadSchema,
  likeStateSchema,
  projectIdParamsSchema,
  projectInputSchema,
  projectVisibilityInputSchema,
  savedProjectSchema,
} from '#shared/schemas/projects';
import { requireActor, requireUser } from '#server/http/request-user';
import { setShownByOwner } from '#server/features/moderation/index';
import { COVER_SHAPE, GALLERY_SHAPE } from '#server/storage/images';
import { setLiked } from './detail';
import { storeFormImage } from '#server/features/uploads/index';
import { createProject, deleteProject, getEditableProject, updateProject } from './service';
import { limitedBy } from '#server/http/rate-limits';
import { signedIn } from '#server/http/access';

/** /api/projects: creating, editing, deleting and liking projects, and their images. */
export const projectRoutes: FastifyPluginAsyncZod = async (app) => {
  const context = () => ({ db: app.database.db, storage: app.storage, log: app.log });

  // Uploaded before the project is saved, so the form can preview it; the project then names it.
  app.post(
    '/cover',
    { schema: { ...signedIn(), response: { 200: coverUploadSchema } }, config: limitedBy('upload') },
    async (request) => ({
      coverUrl: (await storeFormImage(app, request, { kind: 'cover', shape: COVER_SHAPE })).url,
    }),
  );

  // A gallery image, uploaded like the cover while the form is open (each of several on its own).
  app.post(
    '/images',
    { schema: { ...signedIn(), response: { 200: galleryUploadSchema } }, config: limitedBy('upload') },
    async (request) => storeFormImage(app, request, { kind: 'gallery', shape: GALLERY_SHAPE }),
  );

  app.post(
    '/',
    {
      schema: { ...signedIn(), body: projectInputSchema, response: { 201: savedProjectSchema } },
      config: limitedBy('contentWrite'),
    },
    async (request, reply) => {
      const saved = await createProject(context(), requireUser(request).id, request.body);
      return reply.status(201).send(saved);
    },
  );

  app.get(
    '/:projectId',
    { schema: { ...signedIn(), params: projectIdParamsSchema, response: { 200: editableProjectSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return getEditableProject(app.database.db, requireUser(request).id, request.params.projectId);
    },
  );

  app.put(
    '/:projectId',
    {
      schema: {
        ...signedIn(),
        params: projectIdParamsSchema,
        body: projectInputSchema,
        response: { 200: savedProjectSchema },
      },
      config: limitedBy('contentWrite'),
    },
    async (request) =>
      updateProject(context(), requireUser(request).id, request.params.projectId, request.body),
  );

  app.delete(
    '/:projectId',
    {
      schema: {
        ...signedIn(),
        params: projectIdParamsSchema,
        response: { 200: z.object({ ownerHandle: z.string() }) },
      },
    },
    async (request) => deleteProject(context(), requireActor(request), request.params.projectId),
  );

  app.put(
    '/:projectId/published',
    {
      schema: { ...signedIn(), params: projectIdParamsSchema, body: projectVisibilityInputSchema },
      config: limitedBy('contentWrite'),
    },
    async (request, reply) => {
      const { projectId } = request.params;
      await setShownByOwner(
        app.database.db,
        requireActor(request),
        'project',
        projectId,
        request.body.published,
      );
      return reply.status(204).send();
    },
  );

  for (const [method, liked] of [
    ['PUT', true],
    ['DELETE', false],
  ] as const) {
    app.route({
      method,
      url: '/:projectId/like',
      schema: {
        ...signedIn('signInToLike'),
        params: projectIdParamsSchema,
        response: { 200: likeStateSchema },
      },
      config: limitedBy('toggle'),
      handler: async (request) =>
        setLiked(app.database.db, requireUser(request, 'signInToLike').id, request.params.projectId, liked),
    });
  }
};
