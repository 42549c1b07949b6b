import { fromDraftQuerySchema } from '#shared/schemas/drafts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  myServicesSchema,
  popularCategoriesSchema,
  savedServiceSchema,
  serviceActiveInputSchema,
  serviceDetailSchema,
  serviceIdParamsSchema,
  serviceImageUploadSchema,
  serviceInputSchema,
  servicesPageSchema,
  servicesQueryWithCursor,
  type ServiceCard,
} from '#shared/schemas/services';
import { requireActor, requireUser } from '#server/feature-kit/request-user';
import { pageCursorParamSchema, toPage } from '#server/db/pagination';
import { listPopularCategories, listServices } from './browse';
import { setShownByOwner } from '#server/features/moderation/index';
import { getServiceDetail } from './detail';
import { createService, deleteService, listMyServices, updateService } from './service';
import { limitedBy } from '#server/feature-kit/rate-limits';
import { idempotentCreate } from '#server/feature-kit/idempotent';
import { COVER_SHAPE } from '#server/storage/images';
import { storeFormImage } from '#server/uploads/index';
import { everyone, signedIn } from '#server/feature-kit/access';
import { failures, megabytes, noBody } from '#server/feature-kit/answers';
import { COVER_IMAGE_MAX_BYTES } from '#shared/constants';
import { appDeps } from '#server/feature-kit/app-deps';

// The same answer for every caller, so shared caches may keep it briefly.
const PUBLIC_CACHE = 'public, max-age=15';
const PRIVATE = 'private, no-store';

const noSuchService = failures({ 404: 'No service with this id' });

/**
 * /api/services: browse, popular categories, one's own list, a service's page, its images, create,
 * edit, delete.
 */
export const serviceRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = appDeps(app);

  // Uploaded while the form is open, cropped like the cards that show the first one.
  app.post(
    '/images',
    {
      schema: {
        ...signedIn(),
        summary: "Upload a service's image before saving the service",
        response: {
          200: serviceImageUploadSchema,
          ...failures({ 413: `The image is larger than ${megabytes(COVER_IMAGE_MAX_BYTES)}` }),
        },
      },
      config: limitedBy('upload'),
    },
    async (request) => ({
      url: (await storeFormImage(app, request, { kind: 'service', shape: COVER_SHAPE })).url,
    }),
  );

  app.get(
    '/',
    {
      schema: {
        ...everyone,
        summary: 'Search active services by text and category, one page at a time',
        querystring: servicesQueryWithCursor(pageCursorParamSchema),
        response: { 200: servicesPageSchema },
      },
      config: limitedBy('search'),
    },
    async (request, reply) => {
      const { rows, correctedQuery } = await listServices(request.readDb, request.query);
      reply.header('cache-control', PUBLIC_CACHE);
      // As on Explore: a spread, and the answer's schema drops the row's cursorTime.
      const page = toPage(rows, (service) => ({
        ...service,
        pricingType: service.pricingType as ServiceCard['pricingType'],
        createdAt: service.createdAt.toISOString(),
      }));
      return { ...page, correctedQuery };
    },
  );

  app.get(
    '/categories',
    {
      schema: {
        ...everyone,
        summary: 'List the service categories with the most active services',
        response: { 200: popularCategoriesSchema },
      },
      config: limitedBy('search'),
    },
    async (request, reply) => {
      reply.header('cache-control', PUBLIC_CACHE);
      return listPopularCategories(request.readDb);
    },
  );

  app.get(
    '/mine',
    {
      schema: {
        ...signedIn(),
        summary: "List your active services' ids and titles",
        response: { 200: myServicesSchema },
      },
    },
    async (request, reply) => {
      const userId = requireUser(request).id;
      reply.header('cache-control', PRIVATE);
      return listMyServices(deps.db, userId);
    },
  );

  app.get(
    '/:serviceId',
    {
      schema: {
        ...everyone,
        summary: "Get a service's page",
        params: serviceIdParamsSchema,
        response: {
          200: serviceDetailSchema,
          ...failures({ 404: 'No service with this id that the caller may see' }),
        },
      },
    },
    async (request, reply) => {
      // What a visitor sees may be cached briefly; a user's answer says whether they own the service.
      reply.header('cache-control', request.user ? PRIVATE : PUBLIC_CACHE);
      return getServiceDetail(request.readDb, request.params.serviceId, request.user?.id ?? null);
    },
  );

  app.post(
    '/',
    {
      schema: {
        ...signedIn(),
        summary: 'Create a service (and delete the draft it was typed in, if named)',
        querystring: fromDraftQuerySchema,
        body: serviceInputSchema,
        response: { 201: savedServiceSchema },
      },
      config: idempotentCreate('contentWrite'),
    },
    async (request, reply) => {
      const saved = await createService(deps, requireUser(request).id, request.body, request.query.draftId);
      return reply.status(201).send(saved);
    },
  );

  app.put(
    '/:serviceId',
    {
      schema: {
        ...signedIn(),
        summary: 'Update one of your services (and delete the draft of the edit, if named)',
        params: serviceIdParamsSchema,
        querystring: fromDraftQuerySchema,
        body: serviceInputSchema,
        response: { 200: savedServiceSchema, ...noSuchService },
      },
      config: limitedBy('contentWrite'),
    },
    async (request) =>
      updateService(
        deps,
        requireUser(request).id,
        request.params.serviceId,
        request.body,
        request.query.draftId,
      ),
  );

  app.delete(
    '/:serviceId',
    {
      schema: {
        ...signedIn(),
        summary: 'Delete a service, as its owner or as staff',
        params: serviceIdParamsSchema,
        response: { 204: noBody('Deleted, with its requests and reviews'), ...noSuchService },
      },
      config: limitedBy('contentWrite'),
    },
    async (request, reply) => {
      await deleteService(deps, requireActor(request), request.params.serviceId);
      return reply.status(204).send();
    },
  );

  app.put(
    '/:serviceId/active',
    {
      schema: {
        ...signedIn(),
        summary: 'Activate or deactivate one of your services',
        params: serviceIdParamsSchema,
        body: serviceActiveInputSchema,
        response: {
          204: noBody('Saved; activating a service staff had held lifts the hold'),
          ...noSuchService,
        },
      },
      config: limitedBy('contentWrite'),
    },
    async (request, reply) => {
      const { serviceId } = request.params;
      await setShownByOwner(deps.db, requireActor(request), 'service', serviceId, request.body.active);
      return reply.status(204).send();
    },
  );
};
