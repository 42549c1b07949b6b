import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic, { type FastifyStaticOptions } from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { ApiError } from '#shared/errors';
import type { PageMeta } from '#server/link-previews/index';
import { ACTIVITY_JSON, renderMeta } from '#server/link-previews/index';
import type { PageRenderer } from '#shared/page-rendering';
import { RATE_LIMITS } from '#server/feature-kit/rate-limits';
import { AI_TRAINING_RESERVED_HEADERS } from './ai-training-headers';
import { allowFrameHosts } from './security-headers';
import { composePage, renderRequestedPage } from './server-rendering';
import { cookieNames } from '#server/features/auth/index';
import { countPageAnswered } from '#server/features/insights/index';
import { chooseLanguage } from '#server/i18n/language';
import { sendUncompressed } from './compression';
import { readPagePreloads } from './module-preloads';
import { themeOf, withThemeClass } from './theme-class';
import { LANGUAGE_COOKIE, THEME_COOKIE } from '#shared/constants';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;
// Time for the first health checks and API calls to be answered before the renderer compiles.
const RENDERER_WARM_UP_DELAY_MS = 200;
// A page answer may read the database (link previews): a generous per-client limit, counted in memory.
const PAGE_RATE_LIMIT = { ...RATE_LIMITS.pages, keyPrefix: 'pages', readOnly: true };

/** Whether a client asks for an ActivityPub document (Mastodon sends either type), not a page. */
const asksForActivityJson = (accept: string | undefined) =>
  Boolean(accept && /application\/(activity\+json|ld\+json)/i.test(accept));

/**
 * Serves the built web app: hashed assets cached for a year, everything else revalidated, and
 * index.html for any GET path that is not an API or a file, so client routes load on refresh.
 */
export async function registerSpa(
  app: FastifyInstance,
  webRoot: string | undefined,
  /** Fills a page's link-preview tags (profiles, projects); null leaves the page as built. */
  describe?: (pathname: string) => Promise<PageMeta | null>,
  /** Loads the server renderer; without one, pages are the built shell the browser renders. */
  loadRenderer?: () => Promise<PageRenderer>,
) {
  const indexPath = webRoot ? path.join(webRoot, 'index.html') : undefined;
  const indexHtml = indexPath && existsSync(indexPath) ? readFileSync(indexPath, 'utf8') : undefined;
  const preloads = webRoot && indexHtml ? readPagePreloads(webRoot, indexHtml) : undefined;
  // Loaded once the server listens, or by the first page asked for before then: compiling the
  // renderer takes the main thread for a while, and the API should answer first.
  let renderer: Promise<PageRenderer | undefined> | undefined;
  const pageRenderer = () =>
    (renderer ??= (loadRenderer && indexHtml ? loadRenderer() : Promise.resolve(undefined)).catch(
      (error: unknown) => {
        app.log.error({ err: error }, 'server renderer failed to load; pages render in the browser');
        return undefined;
      },
    ));
  app.addHook('onListen', async () => {
    setTimeout(() => void pageRenderer(), RENDERER_WARM_UP_DELAY_MS).unref();
  });

  if (webRoot && indexHtml) {
    // The build writes a .br and a .gz beside each text file (vite.config.ts); the client gets the
    // smallest it accepts, with Content-Encoding and Vary, and no work per request. Source maps would
    // publish the app's source and comments; they stay on the server's disk.
    const served: FastifyStaticOptions = {
      index: false,
      preCompressed: true,
      allowedPath: (file) => !file.endsWith('.map'),
    };
    // One wildcard route for the hashed assets: a route per file (some 400 of them, each with HEAD)
    // took a quarter of a second of start-up to register.
    await app.register(fastifyStatic, {
      ...served,
      root: path.join(webRoot, 'assets'),
      prefix: '/assets/',
      wildcard: true,
      setHeaders(res) {
        res.header('cache-control', `public, max-age=${ONE_YEAR_SECONDS}, immutable`);
      },
    });
    // The few other files (the favicon), revalidated since their names do not change. The page
    // itself is rendered per request below, never sent as its file.
    await app.register(fastifyStatic, {
      ...served,
      root: webRoot,
      wildcard: false,
      decorateReply: false,
      // The build's manifest (.vite/) is the server's to read, not the world's.
      globIgnore: ['assets/**', 'index.html*', '.vite/**'],
      setHeaders(res) {
        res.header('cache-control', 'public, max-age=0, must-revalidate');
      },
    });
  }

  const sessionCookie = cookieNames(app.config).session;
  app.setNotFoundHandler({ preHandler: app.rateLimit(PAGE_RATE_LIMIT) }, async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    const isApi = pathname === '/api' || pathname.startsWith('/api/');
    const isFile = pathname.startsWith('/assets/') || /\.[a-z0-9]+$/i.test(pathname);
    if (indexHtml && wantsPage && !isApi && !isFile) {
      const meta = describe
        ? await describe(pathname).catch((error: unknown) => {
            request.log.warn({ err: error }, 'link preview failed');
            return null;
          })
        : null;
      // The page's address answers its alternate to a client asking for that format, as the address
      // of that document would (the actor's route, called in-process from the client's address).
      if (meta?.alternate) {
        reply.header('vary', 'accept');
        if (asksForActivityJson(request.headers.accept)) {
          const answered = await app.inject({
            method: 'GET',
            url: new URL(meta.alternate.href).pathname,
            headers: { accept: ACTIVITY_JSON },
            remoteAddress: request.ip,
          });
          return reply
            .status(answered.statusCode)
            .type(String(answered.headers['content-type'] ?? ACTIVITY_JSON))
            .send(answered.rawPayload);
        }
      }
      const shell = meta ? renderMeta(indexHtml, meta) : indexHtml;
      if (meta?.reservedFromAiTraining) reply.headers(AI_TRAINING_RESERVED_HEADERS);
      if (meta?.frameHosts) allowFrameHosts(reply, meta.frameHosts);
      const loaded = await pageRenderer();
      const rendered = loaded
        ? await renderRequestedPage(app, loaded, request).catch((error: unknown) => {
            request.log.error({ err: error }, 'server rendering failed; the browser renders the page');
            return undefined;
          })
        : undefined;
      if (rendered?.kind === 'redirect') return reply.redirect(rendered.location, rendered.status);
      // The first page of a visit counts for its creator's insights as it is answered, in memory:
      // the answer waits for no write (docs/decisions/0072-insights-without-cookies.md).
      if (meta?.shown) {
        const language =
          rendered?.language ??
          chooseLanguage({
            saved: request.cookies[LANGUAGE_COOKIE],
            acceptLanguage: request.headers['accept-language'],
          });
        countPageAnswered(app, request, meta.shown, language).catch((error: unknown) =>
          request.log.warn({ err: error }, 'a page view was not counted'),
        );
      }
      const composed = rendered
        ? // A link preview's title (profiles, projects) names more than the tab's title does.
          composePage(shell, rendered, { withTitle: !meta, preloads })
        : shell;
      const page = withThemeClass(composed, themeOf(request.cookies[THEME_COOKIE]));
      const signedIn = Boolean(request.cookies[sessionCookie]);
      // A member's page holds their address in its state; one that reflects a query goes out whole.
      if (signedIn && rendered && request.url.includes('?')) sendUncompressed(reply);
      reply
        .status(rendered?.status ?? 200)
        .type('text/html; charset=utf-8')
        // A member's page holds their own data (their address in the page state): for them alone.
        .header('cache-control', signedIn ? 'private, no-store' : 'no-cache')
        // The page differs by who asks and in which language too; shared caches must keep them apart.
        .header('vary', `accept-encoding, cookie, accept-language${meta?.alternate ? ', accept' : ''}`);
      // Compressed like every answer (wiring/compression.ts). Sent as bytes, encoded once: the hooks
      // and the reply each measure the answer, and a long page's text would be walked each time.
      return reply.send(Buffer.from(page));
    }
    const body: ApiError = { code: 'not_found', message: 'Not found' };
    return reply.status(404).send(body);
  });
}
