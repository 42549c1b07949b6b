import type { FastifyRequest } from 'fastify';
import type { MessageId } from '#shared/messages';
import { AppError } from '#server/errors';
import type { Actor } from '#server/policy/audit-log';

/** The member a request's session belongs to (wiring/authentication.ts reads it on every API request). */
export type AuthenticatedUser = {
  id: string;
  email: string;
  sessionId: string;
  /** Under an active ban: may read and sign out, nothing else. */
  banned: boolean;
};

declare module 'fastify' {
  // Interface merging is how Fastify types request decorations.
  interface FastifyRequest {
    user: AuthenticatedUser | null;
  }
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
