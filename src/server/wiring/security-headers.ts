import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { VIDEO_FRAME_HOSTS } from '#shared/video-embed';

/** The advertising provider's hosts, allowed only when advertising is configured. */
export const AD_SCRIPT_HOSTS = ['https://pagead2.googlesyndication.com', 'https://*.googlesyndication.com'];
const AD_FRAME_HOSTS = ['https://*.doubleclick.net', 'https://*.googlesyndication.com'];

/**
 * The headers helmet's middleware sets, worked out once: it runs against a response that only records
 * them. They are the same for every request, since no directive here is a function of the request.
 * (@fastify/helmet, used before, built the whole middleware again for every request: 4% of a search
 * request's time on the server.)
 */
function headersOf(options: HelmetOptions): [string, string][] {
  const headers = new Map<string, string>();
  const recorder = {
    setHeader: (name: string, value: string | number) => headers.set(name.toLowerCase(), String(value)),
    removeHeader: (name: string) => headers.delete(name.toLowerCase()),
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return [...headers];
}

/**
 * Lets this answer's page frame the given players besides YouTube's and Vimeo's: a project showing
 * PeerTube videos names their instances (shared/video-embed.ts makes each a plain https host).
 */
export function allowFrameHosts(reply: FastifyReply, hosts: readonly string[]) {
  const policy = reply.raw.getHeader('content-security-policy');
  if (typeof policy !== 'string' || hosts.length === 0) return;
  reply.raw.setHeader(
    'content-security-policy',
    policy.replace(/(^|;)frame-src /, (directive) => `${directive}${hosts.join(' ')} `),
  );
}

/**
 * Security headers on every response. Scripts come only from our own origin, besides the built page's
 * own inline script, allowed by its hash (no other inline script runs). Inline styles stay allowed
 * because accessible UI primitives set them at run time. They are set on
 * the raw response when the request arrives, so a route may still replace one (an upload's own
 * policy) and a stream that writes its head itself (the event stream) carries them too.
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  options: { adsEnabled: boolean; inlineScriptHashes?: string[] },
) {
  const adScripts = options.adsEnabled ? AD_SCRIPT_HOSTS : [];
  const adFrames = options.adsEnabled ? AD_FRAME_HOSTS : [];
  const headers = headersOf({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...(options.inlineScriptHashes ?? []), ...adScripts],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        // The web app manifest (installing Atelier), named though default-src allows it, so that a
        // tighter default-src never stops installs unnoticed.
        manifestSrc: ["'self'"],
        connectSrc: ["'self'", ...adScripts],
        frameSrc: [...VIDEO_FRAME_HOSTS, ...adFrames],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
}
