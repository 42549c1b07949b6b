import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '#server/config';
import { newToken } from './tokens';

/** A session lasts 30 days past its last use... */
export const SESSION_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;
/** ...and never longer than 90 days after signing in, however often it is used (ASVS 7.3.2). */
export const SESSION_ABSOLUTE_LIFETIME_MS = 90 * 24 * 60 * 60 * 1000;

const servedOverHttps = (config: Config) => config.publicUrl.startsWith('https://');

/** The session cookie's name over plain http; over https it gains the `__Host-` prefix. */
export const SESSION_COOKIE = 'atelier_session';

/**
 * Cookie names. Over https the session cookie is `__Host-` (the browser takes it only if Secure, for
 * path / and no Domain, so no subdomain can plant or overwrite it) and the cookies scoped to
 * /api/auth are `__Secure-`; over plain http (a laptop) browsers refuse both prefixes.
 */
export function cookieNames(config: Config) {
  const https = servedOverHttps(config);
  return {
    session: `${https ? '__Host-' : ''}${SESSION_COOKIE}`,
    mfa: `${https ? '__Secure-' : ''}atelier_mfa`,
    browserKey: `${https ? '__Secure-' : ''}atelier_browser_key`,
  };
}

/** httpOnly, SameSite=Lax, and Secure whenever Atelier is served over HTTPS. */
export function sessionCookieOptions(config: Config) {
  return {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: servedOverHttps(config),
  };
}

export function setSessionCookie(reply: FastifyReply, config: Config, token: string) {
  reply.setCookie(cookieNames(config).session, token, {
    ...sessionCookieOptions(config),
    maxAge: SESSION_LIFETIME_MS / 1000,
  });
}

export function clearSessionCookie(reply: FastifyReply, config: Config) {
  reply.clearCookie(cookieNames(config).session, sessionCookieOptions(config));
}

const authOnly = (config: Config) => ({ ...sessionCookieOptions(config), path: '/api/auth' });

/**
 * Names the browser that signed up or asked for a verification mail, so that the emailed link signs
 * in that browser only; only the auth routes ever see it.
 */
const BROWSER_KEY_LIFETIME_S = 24 * 60 * 60;

/** The browser's key, made and set now if it has none yet. */
export function browserKeyOf(request: FastifyRequest, reply: FastifyReply, config: Config): string {
  const name = cookieNames(config).browserKey;
  const existing = request.cookies[name];
  if (existing && /^[\w-]{43}$/.test(existing)) return existing;
  const key = newToken();
  reply.setCookie(name, key, { ...authOnly(config), maxAge: BROWSER_KEY_LIFETIME_S });
  return key;
}

/** Holds the pending second step of a sign-in; only the auth routes ever see it. */
const MFA_COOKIE_LIFETIME_S = 10 * 60;

export function setMfaCookie(reply: FastifyReply, config: Config, token: string) {
  reply.setCookie(cookieNames(config).mfa, token, { ...authOnly(config), maxAge: MFA_COOKIE_LIFETIME_S });
}

export function clearMfaCookie(reply: FastifyReply, config: Config) {
  reply.clearCookie(cookieNames(config).mfa, authOnly(config));
}
