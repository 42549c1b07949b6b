import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  collectionChangeSchema,
  collectionInputSchema,
  collectionItemParamsSchema,
  collectionListSchema,
  collectionOrderSchema,
  collectionPageQuerySchema,
  collectionPageSchema,
  collectionParamsSchema,
  projectSavesSchema,
  publicCollectionListSchema,
} from '#shared/schemas/collections';
import { handleParamsSchema } from '#shared/schemas/profiles';
import { projectIdParamsSchema } from '#shared/schemas/projects';
import { pageCursorParamSchema } from '#server/db/pagination';
import { AppError } from '#server/errors';
import { everyone, signedIn } from '#server/feature-kit/access';
import { failures, noBody } from '#server/feature-kit/answers';
import { limitedBy } from '#server/feature-kit/rate-limits';
import { requireUser } from '#server/feature-kit/request-user';
import { findVisibleProfile } from '#server/features/profiles/index';
import { readCollection } from './collection-page';
import {
  changeCollection,
  createCollection,
  deleteCollection,
  listOwnCollections,
  reorderCollections,
} from './own-collections';
import { listPublicCollections } from './public-collections';
import { projectSaves, saveProject, unsaveProject } from './saves';
import { appDeps } from '#server/feature-kit/app-deps';

const noSuchCollection = failures({ 404: 'No collection with this id that the caller may see' });
const namedCollectionParams = z.object({ collectionId: z.string().uuid() });

/**
 * /api/collections: a member's Saved and named collections of projects, and the public ones' pages
 * (docs/decisions/0052-home-saves-and-drafts.md).
 */
export const collectionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = appDeps(app);

  app.get(
    '/collections',
    {
      schema: {
        ...signedIn(),
        summary: 'List your collections: Saved first, then yours in your order',
        response: { 200: collectionListSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return listOwnCollections(db, requireUser(request).id);
    },
  );

  app.post(
    '/collections',
    {
      schema: {
        ...signedIn('signInToSave'),
        summary: 'Make a named collection, saving a project into it at once when one is given',
        body: collectionInputSchema,
        response: {
          201: z.object({ id: z.string().uuid() }),
          ...failures({
            404: 'The project to save is not one the caller may see',
            409: 'Too many collections',
          }),
        },
      },
      config: limitedBy('contentWrite'),
    },
    async (request, reply) => {
      const memberId = requireUser(request, 'signInToSave').id;
      const { projectId, ...input } = request.body;
      const id = await db.transaction(async (tx) => {
        const created = await createCollection(tx, memberId, input);
        if (projectId) await saveProject(tx, memberId, created, projectId);
        return created;
      });
      return reply.status(201).send({ id });
    },
  );

  app.put(
    '/collections/order',
    {
      schema: {
        ...signedIn(),
        summary: 'Put your named collections in an order',
        body: collectionOrderSchema,
        response: {
          204: noBody('Reordered'),
          ...failures({ 409: 'The order does not name each of your collections once' }),
        },
      },
      config: limitedBy('toggle'),
    },
    async (request, reply) => {
      await reorderCollections(db, requireUser(request).id, request.body.collectionIds);
      return reply.status(204).send();
    },
  );

  app.get(
    '/collections/:collectionId',
    {
      schema: {
        ...everyone,
        summary: 'A page of a collection: your own, or a public one',
        params: collectionParamsSchema,
        querystring: collectionPageQuerySchema.extend({ cursor: pageCursorParamSchema }),
        response: { 200: collectionPageSchema, ...noSuchCollection },
      },
    },
    async (request, reply) => {
      const readerId = request.user?.id ?? null;
      // A private collection's page is its owner's alone: no shared cache may keep it.
      reply.header('cache-control', 'no-store');
      return readCollection(db, request.params.collectionId, readerId, request.query.cursor);
    },
  );

  app.patch(
    '/collections/:collectionId',
    {
      schema: {
        ...signedIn(),
        summary: 'Rename one of your collections, or make it public or private',
        params: namedCollectionParams,
        body: collectionChangeSchema,
        response: { 204: noBody('Changed'), ...noSuchCollection },
      },
      config: limitedBy('contentWrite'),
    },
    async (request, reply) => {
      await changeCollection(db, requireUser(request).id, request.params.collectionId, request.body);
      return reply.status(204).send();
    },
  );

  app.delete(
    '/collections/:collectionId',
    {
      schema: {
        ...signedIn(),
        summary: 'Delete one of your named collections (Saved stays)',
        params: namedCollectionParams,
        response: { 204: noBody('Deleted'), ...noSuchCollection },
      },
      config: limitedBy('contentWrite'),
    },
    async (request, reply) => {
      await deleteCollection(db, requireUser(request).id, request.params.collectionId);
      return reply.status(204).send();
    },
  );

  app.put(
    '/collections/:collectionId/items/:projectId',
    {
      schema: {
        ...signedIn('signInToSave'),
        summary: 'Save a project into one of your collections',
        params: collectionItemParamsSchema,
        response: {
          204: noBody('Saved'),
          ...failures({
            404: 'No such collection of yours, or no such project',
            409: 'The collection is full',
          }),
        },
      },
      config: limitedBy('toggle'),
    },
    async (request, reply) => {
      const memberId = requireUser(request, 'signInToSave').id;
      const { collectionId, projectId } = request.params;
      await db.transaction((tx) => saveProject(tx, memberId, collectionId, projectId));
      return reply.status(204).send();
    },
  );

  app.delete(
    '/collections/:collectionId/items/:projectId',
    {
      schema: {
        ...signedIn(),
        summary: 'Take a project out of one of your collections',
        params: collectionItemParamsSchema,
        response: { 204: noBody('Removed'), ...noSuchCollection },
      },
      config: limitedBy('toggle'),
    },
    async (request, reply) => {
      const { collectionId, projectId } = request.params;
      await unsaveProject(db, requireUser(request).id, collectionId, projectId);
      return reply.status(204).send();
    },
  );

  app.get(
    '/projects/:projectId/saves',
    {
      schema: {
        ...signedIn(),
        summary: 'Which of your collections hold a project, and how many members saved it',
        params: projectIdParamsSchema,
        response: {
          200: projectSavesSchema,
          ...failures({ 404: 'No project with this id that the caller may see' }),
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return projectSaves(db, requireUser(request).id, request.params.projectId);
    },
  );

  app.get(
    '/profiles/:handle/collections',
    {
      schema: {
        ...everyone,
        summary: "A profile's public collections",
        params: handleParamsSchema,
        response: {
          200: publicCollectionListSchema,
          ...failures({ 404: 'No public profile with this handle' }),
        },
      },
    },
    async (request) => {
      const found = await findVisibleProfile(db, request.params.handle);
      if (!found) throw new AppError('not_found', 'profileNotFound');
      return listPublicCollections(db, found.profile.userId, request.user?.id ?? null);
    },
  );
};
