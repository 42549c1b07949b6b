import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CONSENT_COOKIE, CONSENT_VERSION, LANGUAGE_COOKIE, THEME_COOKIE } from '#shared/constants';
import {
  PAGE_STATE_ELEMENT_ID,
  type PageApiFetch,
  type PageRenderer,
  type RenderedPage,
} from '#shared/page-rendering';
import { cookieNames } from '#server/features/auth/index';
import { chooseLanguage } from '#server/i18n/language';
import { themeOf } from './theme-class';
import { escapeHtml } from '#server/security/escape-html';
import type { PagePreloads } from './module-preloads';

/**
 * Loads the web app's server renderer from the build (dist/ssr); none when the build has none, as
 * under `npm run dev` and in API tests, and pages are then rendered in the browser alone.
 */
export function pageRendererAt(entryFile: string): (() => Promise<PageRenderer>) | undefined {
  if (!existsSync(entryFile)) return undefined;
  return async () => {
    const module = (await import(pathToFileURL(entryFile).href)) as { renderer: PageRenderer };
    return module.renderer;
  };
}

/**
 * The screens' API reads, answered in-process as the page's own request: its cookie, its language,
 * its client address (so rate limits count the visitor, not the server). Reads only.
 */
function apiFetchFor(app: FastifyInstance, request: FastifyRequest, language: string): PageApiFetch {
  return async (url, init) => {
    if (init.method && init.method !== 'GET') throw new Error('a page render may only read');
    const response = await app.inject({
      method: 'GET',
      url,
      remoteAddress: request.ip,
      headers: {
        accept: 'application/json',
        'accept-language': language,
        ...(request.headers.cookie ? { cookie: request.headers.cookie } : {}),
        ...(request.headers['user-agent'] ? { 'user-agent': request.headers['user-agent'] } : {}),
      },
    });
    const empty = response.statusCode === 204 || response.statusCode === 304;
    return new Response(empty ? null : response.body, {
      status: response.statusCode,
      headers: { 'content-type': String(response.headers['content-type'] ?? 'application/json') },
    });
  };
}

/** Renders the page the request asks for, in the visitor's language, as the visitor. */
export function renderRequestedPage(
  app: FastifyInstance,
  renderer: PageRenderer,
  request: FastifyRequest,
): Promise<RenderedPage> {
  const language = chooseLanguage({
    saved: request.cookies[LANGUAGE_COOKIE],
    acceptLanguage: request.headers['accept-language'],
  });
  return renderer.renderPage({
    url: request.url,
    language,
    hasSession: Boolean(request.cookies[cookieNames(app.config).session]),
    consentDecided: request.cookies[CONSENT_COOKIE] === String(CONSENT_VERSION),
    theme: themeOf(request.cookies[THEME_COOKIE]),
    fetchApi: apiFetchFor(app, request, language),
  });
}

/**
 * The built page with the rendered app in its root element, the data after it, the document's
 * language (by which the app fetches its translations, web/boot.ts) and the names of the modules
 * the page needs to go live. Replacements are functions: a
 * '$&' a member wrote stays text, never a pattern.
 */
export function composePage(
  shell: string,
  page: Extract<RenderedPage, { kind: 'page' }>,
  { withTitle, preloads }: { withTitle: boolean; preloads?: PagePreloads | undefined },
): string {
  const title = withTitle && page.title !== undefined ? page.title : undefined;
  const modules = preloads?.(page.modules);
  return shell
    .replace(/<html lang="[^"]*">/, () => `<html lang="${page.language}">`)
    .replace('</head>', () => (modules ? `  ${modules}\n  </head>` : '</head>'))
    .replace(/<title>[^<]*<\/title>/, (built) =>
      title === undefined ? built : `<title>${escapeHtml(title)}</title>`,
    )
    .replace(
      '<div id="root"></div>',
      () =>
        `<div id="root">${page.html}</div>\n    <script type="application/json" id="${PAGE_STATE_ELEMENT_ID}">${page.state}</script>`,
    );
}
