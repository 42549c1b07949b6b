import type { FastifyReply } from 'fastify';
import type { Config } from '../../config';

export const SESSION_COOKIE = 'atelier_session';
export const SESSION_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

/** httpOnly, SameSite=Lax, and Secure whenever Atelier is served over HTTPS. */
export function sessionCookieOptions(config: Config) {
  return {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: config.publicUrl.startsWith('https://'),
  };
}

export function setSessionCookie(reply: FastifyReply, config: Config, token: string) {
  reply.setCookie(SESSION_COOKIE, token, {
    ...sessionCookieOptions(config),
    maxAge: SESSION_LIFETIME_MS / 1000,
  });
}

export function clearSessionCookie(reply: FastifyReply, config: Config) {
  reply.clearCookie(SESSION_COOKIE, sessionCookieOptions(config));
}
