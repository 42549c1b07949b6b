import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  coverUploadSchema,
  editableProjectSchema,
  likeStateSchema,
  projectIdParamsSchema,
  projectImageQuerySchema,
  projectInputSchema,
  projectVisibilityInputSchema,
  savedProjectSchema,
} from '#shared/schemas/projects';
import { fromDraftQuerySchema } from '#shared/schemas/drafts';
import { imageUploadSchema } from '#shared/schemas/project-blocks';
import { requireActor, requireUser } from '#server/feature-kit/request-user';
import { setShownByOwner } from '#server/features/moderation/index';
import { COVER_SHAPE, GALLERY_SHAPE } from '#server/storage/images';
import { setLiked } from './detail';
import { storeFormImage } from '#server/uploads/index';
import { createProject, deleteProject, getEditableProject, updateProject } from './service';
import { limitedBy } from '#server/feature-kit/rate-limits';
import { idempotentCreate } from '#server/feature-kit/idempotent';
import { signedIn } from '#server/feature-kit/access';
import { failures, megabytes, noBody } from '#server/feature-kit/answers';
import { PROJECT_IMAGE_MAX_BYTES } from '#shared/constants';
import { appDeps } from '#server/feature-kit/app-deps';
import { workImage } from './work-images';

const imageTooLarge = failures({ 413: `The image is larger than ${megabytes(PROJECT_IMAGE_MAX_BYTES)}` });
const noSuchProject = failures({ 404: 'No project with this id' });
const slugTaken = failures({ 409: 'Another project of yours has this slug' });

/** /api/projects: creating, editing, deleting and liking projects, and their images. */
export const projectRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = appDeps(app);

  // Uploaded before the project is saved, so the form can preview it; the project then names it.
  app.post(
    '/cover',
    {
      schema: {
        ...signedIn(),
        summary: "Upload a project's cover image before saving the project",
        querystring: projectImageQuerySchema,
        response: { 200: coverUploadSchema, ...imageTooLarge },
      },
      config: limitedBy('upload'),
    },
    async (request) => {
      // A cover is a card's crop: one still frame, as every card shows.
      const work = workImage(deps, request.query.licence, false);
      return {
        coverUrl: (await storeFormImage(app, request, { kind: 'cover', shape: COVER_SHAPE, work })).url,
      };
    },
  );

  // A gallery image, uploaded like the cover while the form is open (each of several on its own).
  app.post(
    '/images',
    {
      schema: {
        ...signedIn(),
        summary: "Upload a project's gallery image before saving the project",
        querystring: projectImageQuerySchema,
        response: { 200: imageUploadSchema, ...imageTooLarge },
      },
      config: limitedBy('upload'),
    },
    async (request) => {
      const work = workImage(deps, request.query.licence, true);
      return storeFormImage(app, request, { kind: 'gallery', shape: GALLERY_SHAPE, work });
    },
  );

  app.post(
    '/',
    {
      schema: {
        ...signedIn(),
        summary: 'Create a project (and delete the draft it was typed in, if named)',
        querystring: fromDraftQuerySchema,
        body: projectInputSchema,
        response: { 201: savedProjectSchema, ...slugTaken },
      },
      config: idempotentCreate('contentWrite'),
    },
    async (request, reply) => {
      const saved = await createProject(deps, requireUser(request).id, request.body, request.query.draftId);
      return reply.status(201).send(saved);
    },
  );

  app.get(
    '/:projectId',
    {
      schema: {
        ...signedIn(),
        summary: 'Get one of your projects, as its form edits it',
        params: projectIdParamsSchema,
        response: { 200: editableProjectSchema, ...noSuchProject },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return getEditableProject(deps.db, requireUser(request).id, request.params.projectId);
    },
  );

  app.put(
    '/:projectId',
    {
      schema: {
        ...signedIn(),
        summary: 'Update one of your projects (and delete the draft of the edit, if named)',
        params: projectIdParamsSchema,
        querystring: fromDraftQuerySchema,
        body: projectInputSchema,
        response: { 200: savedProjectSchema, ...noSuchProject, ...slugTaken },
      },
      config: limitedBy('contentWrite'),
    },
    async (request) =>
      updateProject(
        deps,
        requireUser(request).id,
        request.params.projectId,
        request.body,
        request.query.draftId,
      ),
  );

  app.delete(
    '/:projectId',
    {
      schema: {
        ...signedIn(),
        summary: 'Delete a project, as its owner or as staff',
        params: projectIdParamsSchema,
        response: { 200: z.object({ ownerHandle: z.string() }), ...noSuchProject },
      },
    },
    async (request) => deleteProject(deps, requireActor(request), request.params.projectId),
  );

  app.put(
    '/:projectId/published',
    {
      schema: {
        ...signedIn(),
        summary: 'Publish or unpublish one of your projects',
        params: projectIdParamsSchema,
        body: projectVisibilityInputSchema,
        response: {
          204: noBody('Saved; publishing a project staff had held lifts the hold'),
          ...noSuchProject,
        },
      },
      config: limitedBy('contentWrite'),
    },
    async (request, reply) => {
      const { projectId } = request.params;
      await setShownByOwner(deps.db, requireActor(request), 'project', projectId, request.body.published);
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
        summary: liked ? 'Like a project' : 'Unlike a project',
        params: projectIdParamsSchema,
        response: {
          200: likeStateSchema,
          ...failures({ 404: 'No project with this id that the caller may see' }),
        },
      },
      config: limitedBy('toggle'),
      handler: async (request) =>
        setLiked(deps.db, requireUser(request, 'signInToLike').id, request.params.projectId, liked),
    });
  }
};
