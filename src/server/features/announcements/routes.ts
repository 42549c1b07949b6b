import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  activeAnnouncementsSchema,
  announcementIdParamsSchema,
  announcementInputSchema,
  announcementListSchema,
  createdAnnouncementSchema,
} from '#shared/schemas/announcements';
import { signedIn } from '#server/feature-kit/access';
import { failures, noBody } from '#server/feature-kit/answers';
import { requireActor, requireUser } from '#server/feature-kit/request-user';
import { limitedBy } from '#server/feature-kit/rate-limits';
import {
  createAnnouncement,
  deactivateAnnouncement,
  dismissAnnouncement,
  listActiveAnnouncements,
  listAnnouncements,
} from './service';
import { appDeps } from '#server/feature-kit/app-deps';

const NO_SUCH_ANNOUNCEMENT = { 404: 'No announcement with this id' } as const;
const noSuchAnnouncement = failures(NO_SUCH_ANNOUNCEMENT);

/** /api/announcements: the banners a member has not closed, and closing one. */
export const announcementRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = appDeps(app);

  app.get(
    '/',
    {
      schema: {
        ...signedIn(),
        summary: 'List the active announcements you have not dismissed, newest first',
        response: { 200: activeAnnouncementsSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return listActiveAnnouncements(db, requireUser(request).id);
    },
  );

  app.post(
    '/:announcementId/dismissal',
    {
      schema: {
        ...signedIn(),
        summary: "Dismiss an announcement's banner, in every browser",
        params: announcementIdParamsSchema,
        response: { 204: noBody('Dismissed, or dismissed already'), ...noSuchAnnouncement },
      },
      config: limitedBy('toggle'),
    },
    async (request, reply) => {
      await dismissAnnouncement(db, requireUser(request).id, request.params.announcementId);
      return reply.status(204).send();
    },
  );
};

/** /api/admin/announcements: owner and admin publish and deactivate announcements (decision 34). */
export const announcementAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = appDeps(app);
  const { db } = deps;
  const staff = signedIn();
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/',
    {
      schema: {
        ...staff,
        summary: 'List the latest announcements, active or not, with their authors',
        response: { 200: announcementListSchema },
      },
    },
    async (request) => listAnnouncements(db, requireUser(request).id),
  );

  app.post(
    '/',
    {
      schema: {
        ...staff,
        summary: 'Publish an announcement to every member',
        body: announcementInputSchema,
        response: { 201: createdAnnouncementSchema },
      },
      config: limitedBy('announcement'),
    },
    async (request, reply) =>
      reply.status(201).send(await createAnnouncement(deps, requireActor(request), request.body)),
  );

  app.post(
    '/:announcementId/deactivation',
    {
      schema: {
        ...staff,
        summary: 'Deactivate an announcement, taking its banner down',
        params: announcementIdParamsSchema,
        response: {
          204: noBody('Deactivated'),
          ...failures({ ...NO_SUCH_ANNOUNCEMENT, 409: 'The announcement is inactive already' }),
        },
      },
      config: limitedBy('staffAction'),
    },
    async (request, reply) => {
      await deactivateAnnouncement(
        { db, events: app.events },
        requireActor(request),
        request.params.announcementId,
      );
      return reply.status(204).send();
    },
  );
};
