import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import { newToken } from './tokens';

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

/**
 * Names the browser that signed up or asked for a verification mail, so that the emailed link signs
 * in that browser only; only the auth routes ever see it.
 */
export const BROWSER_KEY_COOKIE = 'atelier_browser_key';
const BROWSER_KEY_LIFETIME_S = 24 * 60 * 60;

/** The browser's key, made and set now if it has none yet. */
export function browserKeyOf(request: FastifyRequest, reply: FastifyReply, config: Config): string {
  const existing = request.cookies[BROWSER_KEY_COOKIE];
  if (existing && /^[\w-]{43}$/.test(existing)) return existing;
  const key = newToken();
  reply.setCookie(BROWSER_KEY_COOKIE, key, {
    ...sessionCookieOptions(config),
    path: '/api/auth',
    maxAge: BROWSER_KEY_LIFETIME_S,
  });
  return key;
}

/** Holds the pending second step of a sign-in; only the auth routes ever see it. */
export const MFA_COOKIE = 'atelier_mfa';
const MFA_COOKIE_LIFETIME_S = 10 * 60;

export function setMfaCookie(reply: FastifyReply, config: Config, token: string) {
  reply.setCookie(MFA_COOKIE, token, {
    ...sessionCookieOptions(config),
    path: '/api/auth',
    maxAge: MFA_COOKIE_LIFETIME_S,
  });
}

export function clearMfaCookie(reply: FastifyReply, config: Config) {
  reply.clearCookie(MFA_COOKIE, { ...sessionCookieOptions(config), path: '/api/auth' });
}
