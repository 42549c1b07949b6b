import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  changeEmailSchema,
  changePasswordSchema,
  sessionIdParamsSchema,
  sessionListSchema,
} from '@shared/schemas/account';
import { tokenRequestSchema } from '@shared/schemas/auth';
import type { Mailer } from '../../plugins/mailer';
import { requireUser } from '../../plugins/authentication';
import { deleteUserSessions } from '../auth/sessions';
import { confirmEmailChange, requestEmailChange } from './email-change';
import { changePassword, endSession, listSessions } from './service';

const limited = { rateLimit: { max: 20, timeWindow: '15 minutes' } };

/** /api/account: email, password and signed-in devices. */
export const accountRoutes: FastifyPluginAsyncZod<{ mailer: Mailer }> = async (app, { mailer }) => {
  const { db } = app.database;
  const deps = { db, mailer, config: app.config };

  app.post('/email', { schema: { body: changeEmailSchema }, config: limited }, async (request, reply) => {
    await requestEmailChange(deps, requireUser(request), request.body.newEmail, request.body.password);
    return reply.status(204).send();
  });

  // Reached from the emailed link, signed in or not: the token is the proof.
  app.post(
    '/email/confirm',
    { schema: { body: tokenRequestSchema }, config: limited },
    async (request, reply) => {
      await confirmEmailChange(deps, request.body.token);
      return reply.status(204).send();
    },
  );

  app.post(
    '/password',
    { schema: { body: changePasswordSchema }, config: limited },
    async (request, reply) => {
      await changePassword(db, requireUser(request), request.body);
      return reply.status(204).send();
    },
  );

  app.get('/sessions', { schema: { response: { 200: sessionListSchema } } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return listSessions(db, requireUser(request));
  });

  app.delete(
    '/sessions/:sessionId',
    { schema: { params: sessionIdParamsSchema } },
    async (request, reply) => {
      await endSession(db, requireUser(request).id, request.params.sessionId);
      return reply.status(204).send();
    },
  );

  app.post('/sessions/sign-out-others', async (request, reply) => {
    const user = requireUser(request);
    await deleteUserSessions(db, user.id, user.sessionId);
    return reply.status(204).send();
  });
};
