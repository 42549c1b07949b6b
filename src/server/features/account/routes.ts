import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { changePasswordSchema, sessionIdParamsSchema, sessionListSchema } from '@shared/schemas/account';
import { requireUser } from '../../plugins/authentication';
import { deleteUserSessions } from '../auth/sessions';
import { changePassword, endSession, listSessions } from './service';

const limited = { rateLimit: { max: 20, timeWindow: '15 minutes' } };

/** /api/account: password and signed-in devices. */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

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
