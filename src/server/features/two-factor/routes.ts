import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  enrollmentResponseSchema,
  enrollmentVerifySchema,
  passwordConfirmationSchema,
  twoFactorStatusSchema,
} from '#shared/schemas/two-factor';
import { requireActor, requireUser } from '#server/feature-kit/request-user';
import {
  confirmEnrollment,
  confirmIdentity,
  confirmPassword,
  disableTwoFactor,
  getTwoFactorStatus,
  startEnrollment,
} from './service';
import { limitedBy } from '#server/feature-kit/rate-limits';
import { signedIn } from '#server/feature-kit/access';
import { failures, noBody } from '#server/feature-kit/answers';
import { appDeps } from '#server/feature-kit/app-deps';

/** /api/account/two-factor: the signed-in user's authenticator app and backup codes. */
export const twoFactorRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = appDeps(app);

  app.get(
    '/',
    {
      schema: {
        ...signedIn(),
        summary: 'Get whether two-factor is on, and how many backup codes are left',
        response: { 200: twoFactorStatusSchema },
      },
    },
    async (request) => getTwoFactorStatus(db, requireUser(request).id),
  );

  app.post(
    '/enroll',
    {
      schema: {
        ...signedIn(),
        summary: 'Start setting up an authenticator app: its secret and backup codes, shown once',
        body: passwordConfirmationSchema,
        response: {
          200: enrollmentResponseSchema,
          ...failures({
            403: 'The password is wrong; or banned, or sent from another site',
            409: 'Two-factor is on already',
          }),
        },
      },
      config: limitedBy('accountSecurity'),
    },
    async (request, reply) => {
      const user = requireUser(request);
      // Enrolment only happens with two-factor off, so the password is all there is to ask.
      await confirmPassword(db, user.id, request.body.password);
      reply.header('cache-control', 'no-store');
      return startEnrollment(db, user.id, user.email);
    },
  );

  app.post(
    '/verify',
    {
      schema: {
        ...signedIn(),
        summary: 'Turn two-factor on with a first code from the authenticator app',
        body: enrollmentVerifySchema,
        response: {
          204: noBody('Two-factor is on'),
          ...failures({ 404: 'No setup has been started', 409: 'Two-factor is on already' }),
        },
      },
      config: limitedBy('accountSecurity'),
    },
    async (request, reply) => {
      await confirmEnrollment(db, requireActor(request), request.body.code);
      return reply.status(204).send();
    },
  );

  app.post(
    '/disable',
    {
      schema: {
        ...signedIn(),
        summary: 'Turn two-factor off',
        body: passwordConfirmationSchema,
        response: {
          204: noBody('Two-factor is off, and the backup codes are gone'),
          ...failures({
            403: 'The password is wrong, or the two-factor code is missing or wrong (`meta.remainingAttempts`); or banned, or sent from another site',
            429: 'Too many requests (see Retry-After), or too many wrong two-factor codes: the account is locked for 15 minutes',
          }),
        },
      },
      config: limitedBy('accountSecurity'),
    },
    async (request, reply) => {
      const user = requireUser(request);
      await confirmIdentity(db, user.id, request.body);
      await disableTwoFactor(db, requireActor(request));
      return reply.status(204).send();
    },
  );
};
