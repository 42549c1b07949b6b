import { THEMES } from '#shared/constants';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  emailRequestSchema,
  passwordResetCompleteSchema,
  sessionResponseSchema,
  signInRequestSchema,
  signInResponseSchema,
  signUpRequestSchema,
  signUpResponseSchema,
  tokenRequestSchema,
  verifyEmailResponseSchema,
  type SessionResponse,
} from '#shared/schemas/auth';
import type { Role } from '#shared/roles';
import { mfaVerifyRequestSchema } from '#shared/schemas/two-factor';
import { getSessionSummary } from './queries';
import { completePasswordReset, recoverAccount, requestPasswordReset } from './recovery';
import { completeMfaSignIn } from './mfa-sign-in';
import {
  browserKeyOf,
  clearMfaCookie,
  cookieNames,
  clearSessionCookie,
  setMfaCookie,
  setSessionCookie,
} from './session-cookie';
import { deleteSession } from './sessions';
import { resendVerification, signIn, signUp, verifyEmail, type AuthDeps } from './service';
import { limitedBy } from '#server/http/rate-limits';
import { everyone, openWhileBanned } from '#server/http/access';

/** /api/auth: sign-up, email verification, sign-in and sign-out, and who is signed in. */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: AuthDeps = { db: app.database.db, jobs: app.jobs, config: app.config };

  app.post(
    '/sign-up',
    {
      schema: { ...everyone, body: signUpRequestSchema, response: { 201: signUpResponseSchema } },
      config: limitedBy('signUp'),
    },
    async (request, reply) => {
      const browserKey = browserKeyOf(request, reply, app.config);
      await signUp(deps, request.body, request.headers['accept-language'], browserKey);
      return reply.status(201).send({ email: request.body.email });
    },
  );

  app.post(
    '/verify-email',
    {
      schema: { ...everyone, body: tokenRequestSchema, response: { 200: verifyEmailResponseSchema } },
      config: limitedBy('tokenCheck'),
    },
    async (request, reply) => {
      const browserKey = request.cookies[cookieNames(app.config).browserKey];
      const token = await verifyEmail(deps, request.body.token, browserKey, request);
      if (token) setSessionCookie(reply, app.config, token);
      return { signedIn: token !== null };
    },
  );

  app.post(
    '/resend-verification',
    { schema: { ...everyone, body: emailRequestSchema }, config: limitedBy('mailedLink') },
    async (request, reply) => {
      const browserKey = browserKeyOf(request, reply, app.config);
      await resendVerification(deps, request.body.email, request.headers['accept-language'], browserKey);
      return reply.status(204).send();
    },
  );

  app.post(
    '/sign-in',
    {
      schema: { ...everyone, body: signInRequestSchema, response: { 200: signInResponseSchema } },
      config: limitedBy('signIn'),
    },
    async (request, reply) => {
      const outcome = await signIn(deps, request.body, request);
      if (outcome.kind === 'mfa_challenge') {
        setMfaCookie(reply, app.config, outcome.token);
        return { status: 'mfa_required' as const };
      }
      setSessionCookie(reply, app.config, outcome.token);
      return { status: 'signed_in' as const };
    },
  );

  app.post(
    '/mfa/verify',
    {
      schema: { ...everyone, body: mfaVerifyRequestSchema, response: { 200: signInResponseSchema } },
      config: limitedBy('tokenCheck'),
    },
    async (request, reply) => {
      const sessionToken = await completeMfaSignIn(
        deps,
        request.cookies[cookieNames(app.config).mfa],
        request.body,
        request,
      );
      clearMfaCookie(reply, app.config);
      setSessionCookie(reply, app.config, sessionToken);
      return { status: 'signed_in' as const };
    },
  );

  app.post(
    '/password-reset/request',
    { schema: { ...everyone, body: emailRequestSchema }, config: limitedBy('mailedLink') },
    async (request, reply) => {
      await requestPasswordReset(deps, request.body.email, request.headers['accept-language']);
      return reply.status(204).send();
    },
  );

  app.post(
    '/password-reset/complete',
    { schema: { ...everyone, body: passwordResetCompleteSchema }, config: limitedBy('passwordReset') },
    async (request, reply) => {
      await completePasswordReset(deps, request.body.token, request.body.password, request.ip);
      clearSessionCookie(reply, app.config);
      return reply.status(204).send();
    },
  );

  app.post(
    '/recover-account',
    { schema: { ...everyone, body: emailRequestSchema }, config: limitedBy('mailedLink') },
    async (request, reply) => {
      await recoverAccount(deps, request.body.email, request.headers['accept-language']);
      return reply.status(204).send();
    },
  );

  // Always answers 204 and clears the cookie, even when the session was already gone.
  app.post('/sign-out', { schema: { ...everyone, ...openWhileBanned } }, async (request, reply) => {
    if (request.user) await deleteSession(app.database.db, request.user.sessionId);
    clearSessionCookie(reply, app.config);
    return reply.status(204).send();
  });

  app.get(
    '/session',
    { schema: { ...everyone, ...openWhileBanned, response: { 200: sessionResponseSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const summary = request.user ? await getSessionSummary(app.database.db, request.user.id) : undefined;
      const body: SessionResponse = {
        user: summary
          ? {
              id: summary.id,
              email: summary.email,
              signupUsername: summary.signupUsername,
              roles: summary.roles as Role[],
              language: summary.language,
              // Only a theme Atelier still offers; anything else in the JSON is no choice.
              theme: THEMES.find((theme) => theme === summary.theme) ?? null,
              profile: {
                id: summary.profileId,
                handle: summary.handle,
                displayName: summary.displayName,
                avatarUrl: summary.avatarUrl,
              },
            }
          : null,
      };
      return body;
    },
  );
};
