import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  changeEmailSchema,
  changePasswordSchema,
  deleteAccountSchema,
  sessionIdParamsSchema,
  sessionListSchema,
} from '#shared/schemas/account';
import { tokenRequestSchema } from '#shared/schemas/auth';
import { requireUser } from '#server/http/request-user';
import { clearSessionCookie } from '#server/features/auth/index';
import { deleteUserSessions } from '#server/features/auth/index';
import { exportAccountData } from './data-export';
import { deleteAccount } from './deletion';
import { confirmEmailChange, requestEmailChange } from './email-change';
import { changePassword, endSession, listSessions } from './service';
import { limitedBy } from '#server/http/rate-limits';
import { everyone, signedIn } from '#server/http/access';

/** /api/account: email, password, signed-in devices, the data export and deletion. */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const deps = { db, jobs: app.jobs, config: app.config };

  app.post(
    '/email',
    { schema: { ...signedIn(), body: changeEmailSchema }, config: limitedBy('accountSecurity') },
    async (request, reply) => {
      await requestEmailChange(deps, requireUser(request), request.body, request.headers['accept-language']);
      return reply.status(204).send();
    },
  );

  // Reached from the emailed link, signed in or not: the token is the proof.
  app.post(
    '/email/confirm',
    { schema: { ...everyone, body: tokenRequestSchema }, config: limitedBy('accountSecurity') },
    async (request, reply) => {
      await confirmEmailChange(deps, request.body.token, request.ip);
      return reply.status(204).send();
    },
  );

  app.post(
    '/password',
    { schema: { ...signedIn(), body: changePasswordSchema }, config: limitedBy('accountSecurity') },
    async (request, reply) => {
      await changePassword(db, requireUser(request), request.body, request.ip);
      return reply.status(204).send();
    },
  );

  app.get(
    '/sessions',
    { schema: { ...signedIn(), response: { 200: sessionListSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return listSessions(db, requireUser(request));
    },
  );

  app.delete(
    '/sessions/:sessionId',
    { schema: { ...signedIn(), params: sessionIdParamsSchema } },
    async (request, reply) => {
      await endSession(db, requireUser(request).id, request.params.sessionId);
      return reply.status(204).send();
    },
  );

  app.post('/sessions/sign-out-others', { schema: { ...signedIn() } }, async (request, reply) => {
    const user = requireUser(request);
    await deleteUserSessions(db, user.id, user.sessionId);
    return reply.status(204).send();
  });

  app.get(
    '/export',
    { schema: { ...signedIn() }, config: limitedBy('dataExport') },
    async (request, reply) => {
      const user = requireUser(request);
      const data = await exportAccountData(db, user.id);
      const name = data.profile?.handle ?? 'account';
      const date = data.exportedAt.slice(0, 10);
      return reply
        .header('cache-control', 'no-store')
        .header('content-disposition', `attachment; filename="atelier-${name}-${date}.json"`)
        .type('application/json; charset=utf-8')
        .send(JSON.stringify(data, null, 2));
    },
  );

  app.delete(
    '/',
    { schema: { ...signedIn(), body: deleteAccountSchema }, config: limitedBy('accountDeletion') },
    async (request, reply) => {
      const user = requireUser(request);
      await deleteAccount(
        { db, storage: app.storage, jobs: app.jobs, log: request.log, ipAddress: request.ip },
        user.id,
        request.body,
        request.headers['accept-language'],
      );
      clearSessionCookie(reply, app.config);
      return reply.status(204).send();
    },
  );
};
