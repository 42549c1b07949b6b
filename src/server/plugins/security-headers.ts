import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/** The advertising provider's hosts, allowed only when advertising is configured. */
export const AD_SCRIPT_HOSTS = ['https://pagead2.googlesyndication.com', 'https://*.googlesyndication.com'];
const AD_FRAME_HOSTS = ['https://*.doubleclick.net', 'https://*.googlesyndication.com'];

/**
 * Security headers on every response. Scripts come only from our own origin (no inline scripts);
 * inline styles stay allowed because accessible UI primitives set them at run time.
 */
export async function registerSecurityHeaders(app: FastifyInstance, options: { adsEnabled: boolean }) {
  const adScripts = options.adsEnabled ? AD_SCRIPT_HOSTS : [];
  const adFrames = options.adsEnabled ? AD_FRAME_HOSTS : [];
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...adScripts],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...adScripts],
        frameSrc: ['https://www.youtube-nocookie.com', 'https://player.vimeo.com', ...adFrames],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
}
