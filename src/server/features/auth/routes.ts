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
import { resendVerification, signIn, signUp, verifyEmail } from './service';
import { limitedBy } from '#server/feature-kit/rate-limits';
import { everyone, openWhileBanned } from '#server/feature-kit/access';
import { failures, noBody } from '#server/feature-kit/answers';
import { appDeps } from '#server/feature-kit/app-deps';

/** /api/auth: sign-up, email verification, sign-in and sign-out, and who is signed in. */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = appDeps(app);

  app.post(
    '/sign-up',
    {
      schema: {
        ...everyone,
        summary: 'Sign up with email, username and password',
        body: signUpRequestSchema,
        response: { 201: signUpResponseSchema, ...failures({ 409: 'The username is taken' }) },
      },
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
      schema: {
        ...everyone,
        summary: "Confirm an email address with its emailed link's token",
        body: tokenRequestSchema,
        response: { 200: verifyEmailResponseSchema },
      },
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
    {
      schema: {
        ...everyone,
        summary: 'Email a new verification link',
        body: emailRequestSchema,
        response: {
          204: noBody(
            'Sent if the address has an account not yet verified; the answer is the same either way',
          ),
          ...failures({
            429: 'Too many requests (see Retry-After), or a link was asked for this address less than a minute ago',
          }),
        },
      },
      config: limitedBy('mailedLink'),
    },
    async (request, reply) => {
      const browserKey = browserKeyOf(request, reply, app.config);
      await resendVerification(deps, request.body.email, request.headers['accept-language'], browserKey);
      return reply.status(204).send();
    },
  );

  app.post(
    '/sign-in',
    {
      schema: {
        ...everyone,
        summary: 'Sign in with email and password',
        body: signInRequestSchema,
        response: {
          200: signInResponseSchema,
          ...failures({
            401: 'Wrong email or password',
            429: 'Too many requests, or too many failed sign-ins to this account from this network; see Retry-After',
          }),
        },
      },
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
      schema: {
        ...everyone,
        summary: 'Finish signing in with an authenticator or backup code',
        body: mfaVerifyRequestSchema,
        response: {
          200: signInResponseSchema,
          ...failures({
            401: 'The code is wrong (`meta.remainingAttempts` says how many tries are left), or the sign-in has expired: sign in again',
            429: 'Too many requests (see Retry-After), or too many wrong codes: the account is locked for 15 minutes',
          }),
        },
      },
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
    {
      schema: {
        ...everyone,
        summary: 'Email a password reset link',
        body: emailRequestSchema,
        response: {
          204: noBody(
            'Queued: the link goes out when the address has an account; the answer is the same either way',
          ),
          ...failures({
            429: 'Too many requests (see Retry-After), or three resets were asked for this address in the last hour',
          }),
        },
      },
      config: limitedBy('mailedLink'),
    },
    async (request, reply) => {
      await requestPasswordReset(deps, request.body.email, request.headers['accept-language']);
      return reply.status(204).send();
    },
  );

  app.post(
    '/password-reset/complete',
    {
      schema: {
        ...everyone,
        summary: "Set a new password with a reset link's token",
        body: passwordResetCompleteSchema,
        response: { 204: noBody('The password is changed and the account is signed out everywhere') },
      },
      config: limitedBy('passwordReset'),
    },
    async (request, reply) => {
      await completePasswordReset(deps, request.body.token, request.body.password, request.ip);
      clearSessionCookie(reply, app.config);
      return reply.status(204).send();
    },
  );

  app.post(
    '/recover-account',
    {
      schema: {
        ...everyone,
        summary: "Email an account's username to its address",
        body: emailRequestSchema,
        response: {
          204: noBody(
            'Queued: the email goes out when the address has an account; the answer is the same either way',
          ),
          ...failures({
            429: 'Too many requests (see Retry-After), or this was asked three times for the address in the last hour',
          }),
        },
      },
      config: limitedBy('mailedLink'),
    },
    async (request, reply) => {
      await recoverAccount(deps, request.body.email, request.headers['accept-language']);
      return reply.status(204).send();
    },
  );

  // Always answers 204 and clears the cookie, even when the session was already gone.
  app.post(
    '/sign-out',
    {
      schema: {
        ...everyone,
        ...openWhileBanned,
        summary: 'Sign out of this session',
        response: { 204: noBody('Signed out: the session ends and its cookie is cleared') },
      },
    },
    async (request, reply) => {
      if (request.user) await deleteSession(deps.db, request.user.sessionId);
      clearSessionCookie(reply, app.config);
      return reply.status(204).send();
    },
  );

  app.get(
    '/session',
    {
      schema: {
        ...everyone,
        ...openWhileBanned,
        summary: 'Get the signed-in member, or null for a visitor',
        response: { 200: sessionResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const summary = request.user ? await getSessionSummary(deps.db, request.user.id) : undefined;
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
                headline: summary.headline,
                avatarUrl: summary.avatarUrl,
              },
            }
          : null,
      };
      return body;
    },
  );
};
