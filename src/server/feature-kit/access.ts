import type { FastifyInstance } from 'fastify';
import type { MessageId } from '#shared/messages';
import { AppError } from '#server/errors';

// Every API route declares who may call it, in its schema: the OpenAPI document shows it
// (/api/docs), and registerAccessCheck refuses a visitor before the input is validated.

export const SIGN_IN_MESSAGE = 'x-sign-in-message';
export const OPEN_WHILE_BANNED = 'x-open-while-banned';
export const TAKES_ONE_CLICK_FORM = 'x-takes-one-click-form';

declare module 'fastify' {
  // Interface merging is how Fastify's schema takes extensions; OpenAPI keeps x- keys as they are.
  interface FastifySchema {
    [SIGN_IN_MESSAGE]?: MessageId;
    [OPEN_WHILE_BANNED]?: boolean;
    [TAKES_ONE_CLICK_FORM]?: boolean;
  }
}

/** The schema part of a route only a signed-in member may call, and what a visitor is told. */
export const signedIn = (messageId: MessageId = 'signInRequired') => ({
  security: [{ session: [] }],
  [SIGN_IN_MESSAGE]: messageId,
});

/** The schema part of a route anyone may call (what it answers may still depend on who asks). */
export const everyone = { security: [] };

/**
 * The schema part of the few routes a member under an active ban may still call
 * (docs/product/screens-and-routes.md, Account Suspended: a banned user has no access to any part of the
 * product): reading their session and standing, appealing, signing out, and what the server itself needs
 * (health, the app's settings). Every other route refuses them (wiring/authentication.ts).
 */
export const openWhileBanned = { [OPEN_WHILE_BANNED]: true };

/**
 * The schema part of the one route a mail client posts a plain form to (RFC 8058's one-click
 * unsubscribe, `List-Unsubscribe=One-Click`): every other route refuses form encodings. It acts on
 * a signed link, never on a cookie, so a form from anywhere can do no more than the link says.
 */
export const takesOneClickForm = { [TAKES_ONE_CLICK_FORM]: true };

/**
 * Refuses a visitor on a route declared `signedIn`, with its message, before the route's schema
 * validates the input: a visitor learns nothing about a members-only route's rules. Register after
 * authentication (which resolves the user) and the unstorable-input check.
 */
export function registerAccessCheck(app: FastifyInstance) {
  app.addHook('preValidation', (request, _reply, done) => {
    const signInMessage = request.routeOptions.schema?.[SIGN_IN_MESSAGE];
    done(!request.user && signInMessage ? new AppError('unauthenticated', signInMessage) : undefined);
  });
}
