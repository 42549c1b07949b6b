import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  notificationIdParamsSchema,
  notificationListQuerySchema,
  notificationListSchema,
  notificationSettingsInputSchema,
  notificationSettingsSchema,
  unsubscribeQuerySchema,
} from '#shared/schemas/notifications';
import { pageCursorParamSchema } from '#server/db/pagination';
import { notifications } from '#server/db/schema/index';
import { requireUser } from '#server/feature-kit/request-user';
import { AppError } from '#server/errors';
import { everyone, signedIn, takesOneClickForm } from '#server/feature-kit/access';
import { failures, noBody } from '#server/feature-kit/answers';
import { limitedBy } from '#server/feature-kit/rate-limits';
import { readNotificationSettings, saveNotificationSettings, unsubscribe } from './settings';
import { readNotificationPage } from './list';
import { appDeps } from '#server/feature-kit/app-deps';

/**
 * /api/notifications: the signed-in user's notifications in pages, marking them read, how each kind
 * reaches them, and the one-click unsubscribe of the emails.
 */
export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = appDeps(app);

  app.get(
    '/settings',
    {
      schema: {
        ...signedIn(),
        summary: 'Get how each kind of notification reaches you',
        response: { 200: notificationSettingsSchema },
      },
    },
    async (request) => readNotificationSettings(db, requireUser(request).id),
  );

  app.put(
    '/settings',
    {
      schema: {
        ...signedIn(),
        summary: 'Change how kinds of notification reach you',
        body: notificationSettingsInputSchema,
        response: { 200: notificationSettingsSchema },
      },
      config: limitedBy('profileWrite'),
    },
    async (request) => {
      const userId = requireUser(request).id;
      await saveNotificationSettings(db, userId, request.body);
      return readNotificationSettings(db, userId);
    },
  );

  // Posted by a mail client's unsubscribe button with the body 'List-Unsubscribe=One-Click', or by
  // the /unsubscribe page; the form body carries nothing the link does not, so it is not read.
  await app.register(async (oneClick) => {
    oneClick.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1024 },
      (_request, _body, done) => done(null, null),
    );
    oneClick.withTypeProvider<ZodTypeProvider>().post(
      '/unsubscribe',
      {
        schema: {
          ...everyone,
          ...takesOneClickForm,
          summary: "Stop a kind of notification email with an email's signed unsubscribe link",
          querystring: unsubscribeQuerySchema,
          response: {
            204: noBody(
              'Unsubscribed: the kind, or the kinds the digest gathered, now reach the member in the app only',
            ),
          },
        },
        config: limitedBy('toggle'),
      },
      async (request, reply) => {
        await unsubscribe(db, request.query);
        return reply.code(204).send();
      },
    );
  });

  app.get(
    '/',
    {
      schema: {
        ...signedIn(),
        summary: 'List your notifications, newest first in keyset pages, with how many are unread',
        querystring: notificationListQuerySchema.extend({ cursor: pageCursorParamSchema }),
        response: { 200: notificationListSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return readNotificationPage(db, requireUser(request).id, request.query.cursor);
    },
  );

  app.post(
    '/:notificationId/read',
    {
      schema: {
        ...signedIn(),
        summary: 'Mark a notification as read',
        params: notificationIdParamsSchema,
        response: { 204: noBody('Read'), ...failures({ 404: 'No notification of yours with this id' }) },
      },
    },
    async (request, reply) => {
      const userId = requireUser(request).id;
      const updated = await db
        .update(notifications)
        .set({ read: true })
        .where(and(eq(notifications.id, request.params.notificationId), eq(notifications.userId, userId)))
        .returning({ id: notifications.id });
      if (updated.length === 0) throw new AppError('not_found', 'notFound');
      return reply.status(204).send();
    },
  );

  app.post(
    '/read-all',
    {
      schema: {
        ...signedIn(),
        summary: 'Mark all your notifications as read',
        response: { 204: noBody('All read') },
      },
    },
    async (request, reply) => {
      const userId = requireUser(request).id;
      await db
        .update(notifications)
        .set({ read: true })
        .where(and(eq(notifications.userId, userId), eq(notifications.read, false)));
      return reply.status(204).send();
    },
  );
};
