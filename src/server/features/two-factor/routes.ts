import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  enrollmentResponseSchema,
  enrollmentVerifySchema,
  passwordConfirmationSchema,
  twoFactorStatusSchema,
} from '#shared/schemas/two-factor';
import { requireActor, requireUser } from '#server/http/request-user';
import {
  confirmEnrollment,
  confirmIdentity,
  confirmPassword,
  disableTwoFactor,
  getTwoFactorStatus,
  startEnrollment,
} from './service';
import { limitedBy } from '#server/http/rate-limits';
import { signedIn } from '#server/http/access';

/** /api/account/two-factor: the signed-in user's authenticator app and backup codes. */
export const twoFactorRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  app.get('/', { schema: { ...signedIn(), response: { 200: twoFactorStatusSchema } } }, async (request) => {
    return getTwoFactorStatus(db, requireUser(request).id);
  });

  app.post(
    '/enroll',
    {
      schema: {
        ...signedIn(),
        body: passwordConfirmationSchema,
        response: { 200: enrollmentResponseSchema },
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
    { schema: { ...signedIn(), body: enrollmentVerifySchema }, config: limitedBy('accountSecurity') },
    async (request, reply) => {
      await confirmEnrollment(db, requireActor(request), request.body.code);
      return reply.status(204).send();
    },
  );

  app.post(
    '/disable',
    { schema: { ...signedIn(), body: passwordConfirmationSchema }, config: limitedBy('accountSecurity') },
    async (request, reply) => {
      const user = requireUser(request);
      await confirmIdentity(db, user.id, request.body);
      await disableTwoFactor(db, requireActor(request));
      return reply.status(204).send();
    },
  );
};
