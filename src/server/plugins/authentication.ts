import type { MessageId } from '@shared/messages';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Actor } from '../features/audit/record-event';
import { findSessionUser, type AuthenticatedUser } from '../features/auth/sessions';
import { cookieNames } from '../features/auth/session-cookie';
import { AppError } from './error-handler';

declare module 'fastify' {
  // Interface merging is how Fastify types request decorations.
  interface FastifyRequest {
    user: AuthenticatedUser | null;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
// Bodies a page on another site can send without asking first (no CORS preflight), and that no
// Atelier client sends: the API speaks JSON, and multipart for uploads.
const FORM_ONLY_TYPES = /^\s*(text\/plain|application\/x-www-form-urlencoded)\s*(;|$)/i;
// What a banned user may still do: leave, and appeal the ban once.
const ALLOWED_WHILE_BANNED = new Set(['/api/auth/sign-out', '/api/account/appeal']);

/**
 * Resolves the session cookie to a user on every API request, refuses cross-site writes that carry
 * a cookie and writes in a plain-form encoding, and refuses every write by a user under an active ban.
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
    if (!SAFE_METHODS.has(request.method) && FORM_ONLY_TYPES.test(request.headers['content-type'] ?? '')) {
      throw new AppError('unsupported_media_type', 'unsupportedMediaType');
    }
    const token = request.cookies[sessionCookie];
    request.user = token ? await findSessionUser(app.database.db, token) : null;
    const path = request.url.split('?')[0] ?? '';
    if (request.user?.banned && !SAFE_METHODS.has(request.method) && !ALLOWED_WHILE_BANNED.has(path)) {
      throw new AppError('banned', 'accountSuspended');
    }
  });
}

/**
 * A browser names the page that made a request in Origin (and Sec-Fetch-Site); a write from any
 * other site is refused, so a cookie alone never authorises it (cross-site request forgery).
 */
function isCrossSite(request: FastifyRequest, publicUrl: string): boolean {
  const origin = request.headers.origin;
  if (origin) {
    const ownOrigins = [new URL(publicUrl).origin, `${request.protocol}://${request.host}`];
    return !ownOrigins.includes(origin);
  }
  return request.headers['sec-fetch-site'] === 'cross-site';
}

/** The signed-in user, or a 401 for a visitor, with a message saying what signing in is for. */
export function requireUser(
  request: FastifyRequest,
  messageId: MessageId = 'signInRequired',
): AuthenticatedUser {
  if (!request.user) throw new AppError('unauthenticated', messageId);
  return request.user;
}

/** The signed-in user as the audit log records an actor: who, and from which address. */
export function requireActor(request: FastifyRequest): Actor {
  return { userId: requireUser(request).id, ipAddress: request.ip };
}
