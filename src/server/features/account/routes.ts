import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  changeEmailSchema,
  changePasswordSchema,
  deleteAccountSchema,
  sessionIdParamsSchema,
  sessionListSchema,
} from '#shared/schemas/account';
import { tokenRequestSchema } from '#shared/schemas/auth';
import { requireUser } from '#server/feature-kit/request-user';
import { clearSessionCookie } from '#server/features/auth/index';
import { deleteUserSessions } from '#server/features/auth/index';
import { exportAccountData } from './data-export';
import { deleteAccount } from './deletion';
import { confirmEmailChange, requestEmailChange } from './email-change';
import { changePassword, endSession, listSessions } from './service';
import { limitedBy } from '#server/feature-kit/rate-limits';
import { everyone, signedIn } from '#server/feature-kit/access';
import { bodyOfType, failures, noBody } from '#server/feature-kit/answers';
import { appDeps } from '#server/feature-kit/app-deps';

/** What a change that asks for the password, and the second factor when it is on, may fail with. */
const identityFailures = failures({
  403: 'The password is wrong, or the two-factor code is missing or wrong (`meta.remainingAttempts`); or banned, or sent from another site',
  429: 'Too many requests (see Retry-After), or too many wrong two-factor codes: the account is locked for 15 minutes',
});

/** /api/account: email, password, signed-in devices, the data export and deletion. */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = appDeps(app);
  const { db } = deps;

  app.post(
    '/email',
    {
      schema: {
        ...signedIn(),
        summary: 'Start changing your email address: a confirmation link goes to the new one',
        body: changeEmailSchema,
        response: {
          204: noBody(
            'Done: a confirmation link goes to the new address or, if it has an account, its owner is told; the answer is the same either way',
          ),
          ...identityFailures,
        },
      },
      config: limitedBy('accountSecurity'),
    },
    async (request, reply) => {
      await requestEmailChange(deps, requireUser(request), request.body, request.headers['accept-language']);
      return reply.status(204).send();
    },
  );

  // Reached from the emailed link, signed in or not: the token is the proof.
  app.post(
    '/email/confirm',
    {
      schema: {
        ...everyone,
        summary: "Confirm a new email address with its emailed link's token",
        body: tokenRequestSchema,
        response: { 204: noBody('The account has its new address') },
      },
      config: limitedBy('accountSecurity'),
    },
    async (request, reply) => {
      await confirmEmailChange(deps, request.body.token, request.ip);
      return reply.status(204).send();
    },
  );

  app.post(
    '/password',
    {
      schema: {
        ...signedIn(),
        summary: 'Change your password',
        body: changePasswordSchema,
        response: {
          204: noBody('Changed; your other sessions end too when asked to'),
          ...identityFailures,
        },
      },
      config: limitedBy('accountSecurity'),
    },
    async (request, reply) => {
      await changePassword(db, requireUser(request), request.body, request.ip);
      return reply.status(204).send();
    },
  );

  app.get(
    '/sessions',
    {
      schema: {
        ...signedIn(),
        summary: 'List your signed-in devices, most recently active first',
        response: { 200: sessionListSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return listSessions(db, requireUser(request));
    },
  );

  app.delete(
    '/sessions/:sessionId',
    {
      schema: {
        ...signedIn(),
        summary: 'Sign one of your devices out',
        params: sessionIdParamsSchema,
        response: {
          204: noBody('Signed out'),
          ...failures({ 404: 'No session of yours with this id' }),
        },
      },
    },
    async (request, reply) => {
      await endSession(db, requireUser(request).id, request.params.sessionId);
      return reply.status(204).send();
    },
  );

  app.post(
    '/sessions/sign-out-others',
    {
      schema: {
        ...signedIn(),
        summary: 'Sign out every device but this one',
        response: { 204: noBody('Signed out') },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      await deleteUserSessions(db, user.id, user.sessionId);
      return reply.status(204).send();
    },
  );

  app.get(
    '/export',
    {
      schema: {
        ...signedIn(),
        summary: 'Download everything your account owns, as a JSON file',
        response: {
          200: bodyOfType(
            'application/json',
            'The account, its profile and everything it made, sent, received and set, to save as a file',
            z.looseObject({ exportedAt: z.string(), product: z.string() }),
          ),
        },
      },
      config: limitedBy('dataExport'),
    },
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
    {
      schema: {
        ...signedIn(),
        summary: 'Delete your account',
        body: deleteAccountSchema,
        response: {
          204: noBody('Deleted, and signed out'),
          ...identityFailures,
          ...failures({ 404: 'The account is gone already' }),
        },
      },
      config: limitedBy('accountDeletion'),
    },
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
