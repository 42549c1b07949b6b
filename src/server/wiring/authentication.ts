import type { FastifyInstance, FastifyRequest } from 'fastify';
import { findSessionUser } from '#server/features/auth/index';
import { cookieNames } from '#server/features/auth/index';
import { OPEN_WHILE_BANNED, TAKES_ONE_CLICK_FORM } from '#server/feature-kit/access';
import { AppError } from '#server/errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
// Bodies a page on another site can send without asking first (no CORS preflight), and that no
// Atelier client sends: the API speaks JSON, and multipart for uploads.
const FORM_ONLY_TYPES = /^\s*(text\/plain|application\/x-www-form-urlencoded)\s*(;|$)/i;

/**
 * Resolves the session cookie to a user on every API request, refuses cross-site writes that carry
 * a cookie and writes in a plain-form encoding, and refuses a user under an active ban every route
 * but the few declared open to them (access.ts), reads included: the ban is checked on each request,
 * so it takes hold at once and its end restores everything without a new sign-in.
 */
export function registerAuthentication(app: FastifyInstance) {
  app.decorateRequest('user', null);
  const sessionCookie = cookieNames(app.config).session;

  app.addHook('onRequest', async (request) => {
    if (
      !SAFE_METHODS.has(request.method) &&
      request.headers.cookie &&
      isCrossSite(request, app.config.publicUrl)
    ) {
      throw new AppError('forbidden', 'crossSiteRefused');
    }
    if (
      !SAFE_METHODS.has(request.method) &&
      FORM_ONLY_TYPES.test(request.headers['content-type'] ?? '') &&
      !request.routeOptions.schema?.[TAKES_ONE_CLICK_FORM]
    ) {
      throw new AppError('unsupported_media_type', 'unsupportedMediaType');
    }
    const token = request.cookies[sessionCookie];
    request.user = token ? await findSessionUser(app.database.db, token) : null;
    if (request.user?.banned && !request.routeOptions.schema?.[OPEN_WHILE_BANNED]) {
      throw new AppError('banned', 'accountSuspended');
    }
  });

  // An answer to a signed-in member is theirs alone: no cache keeps it unless its route says how.
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.user && !reply.hasHeader('cache-control')) reply.header('cache-control', 'private, no-store');
    return payload;
  });
}

/**
 * A browser names the page that made a request in Origin (and Sec-Fetch-Site); a write from any
 * other site is refused, so a cookie alone never authorises it (cross-site request forgery). Own
 * origins: PUBLIC_URL's, and the Host the request came to (a developer's 127.0.0.1 for localhost);
 * never X-Forwarded-Host, which whoever sends the request writes.
 */
function isCrossSite(request: FastifyRequest, publicUrl: string): boolean {
  const origin = request.headers.origin;
  if (origin) {
    const ownOrigins = [new URL(publicUrl).origin, `${request.protocol}://${request.headers.host ?? ''}`];
    return !ownOrigins.includes(origin);
  }
  return request.headers['sec-fetch-site'] === 'cross-site';
}
