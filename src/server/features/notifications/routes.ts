import { and, count, desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { NOTIFICATIONS_LIST_LIMIT } from '#shared/constants';
import {
  notificationIdParamsSchema,
  notificationListSchema,
  notificationSettingsInputSchema,
  notificationSettingsSchema,
  unsubscribeQuerySchema,
  type Notification,
} from '#shared/schemas/notifications';
import { notifications, profiles } from '#server/db/schema/index';
import { chooseLanguage } from '#server/i18n/language';
import { savedLanguageColumn } from '#server/i18n/saved-language';
import { requireUser } from '#server/http/request-user';
import { AppError } from '#server/errors';
import { everyone, signedIn, takesOneClickForm } from '#server/http/access';
import { failures, noBody } from '#server/http/answers';
import { limitedBy } from '#server/http/rate-limits';
import { readNotificationSettings, saveNotificationSettings, unsubscribe } from './settings';
import { actorNameColumn, actors, currentText } from './current-text';

/**
 * /api/notifications: the signed-in user's latest notifications, marking them read, how each kind
 * reaches them, and the one-click unsubscribe of the emails.
 */
export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

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
        summary: 'List your latest notifications, with how many are unread',
        response: { 200: notificationListSchema },
      },
    },
    async (request, reply) => {
      const userId = requireUser(request).id;
      const [rows, [unread]] = await Promise.all([
        // With the actor's name now and the recipient's language, to write each text again.
        db
          .select({
            id: notifications.id,
            type: notifications.type,
            kind: notifications.kind,
            title: notifications.title,
            message: notifications.message,
            link: notifications.link,
            read: notifications.read,
            createdAt: notifications.createdAt,
            textValues: notifications.textValues,
            actorName: actorNameColumn(),
            saved: savedLanguageColumn(),
          })
          .from(notifications)
          .leftJoin(profiles, eq(profiles.userId, notifications.userId))
          .leftJoin(actors, eq(actors.userId, notifications.actorId))
          .where(eq(notifications.userId, userId))
          .orderBy(desc(notifications.createdAt))
          .limit(NOTIFICATIONS_LIST_LIMIT),
        db
          .select({ value: count() })
          .from(notifications)
          .where(and(eq(notifications.userId, userId), eq(notifications.read, false))),
      ]);
      reply.header('cache-control', 'no-store');
      return {
        items: rows.map((row) => ({
          id: row.id,
          type: row.type as Notification['type'],
          ...currentText(row, chooseLanguage({ saved: row.saved, acceptLanguage: undefined })),
          link: row.link,
          read: row.read,
          createdAt: row.createdAt.toISOString(),
        })),
        unreadCount: unread?.value ?? 0,
      };
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
