// The server renderer, built by `vite build --ssr` into dist/ssr and loaded by the server
// (wiring/spa.ts): every page answers with its markup and the data it was rendered from.
import { AsyncLocalStorage } from 'node:async_hooks';
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { PAGES_OPEN_WHILE_BANNED, type SupportedLanguage } from '#shared/constants';
import type { PageApiFetch, PageRenderer, PageRequest, RenderedPage } from '#shared/page-rendering';
import { AppFrame, createQueryClient } from '#web/app/app-frame';
import { loadEveryPart, partsDrawnBy } from '#web/lib/preloadable-lazy';
import { routes, type ScreenHandle } from '#web/app/routes';
import { serializeServerState } from '#web/app/server-state';
import { bannersQuery } from '#web/features/announcements/api/announcements';
import { standingQuery } from '#web/features/standing/api/standing';
import { setApiTransport } from '#web/lib/api-client';
import { SESSION_QUERY_KEY, sessionQuery } from '#web/lib/session';
import { ConsentDecidedOnServer } from '#web/lib/consent-store';
import { ThemeOnServer } from '#web/lib/theme';
import { DocumentTitleContext } from '#web/lib/use-document-title';
import { TranslationsProvider } from '#web/i18n/react';
import { localePartModule, type LocalePart } from '#web/i18n/locale-parts';
import { Translations, type Messages } from '#web/i18n/translator';

const LOCALES = import.meta.glob<Messages>('./i18n/locales/*.json', {
  eager: true,
  import: 'default',
});

// Every language is in memory here, so each request gets its own translations at once.
const messagesOf = (language: SupportedLanguage): Messages =>
  LOCALES[`./i18n/locales/${language}.json`] ?? {};

// The screens' own query functions run here unchanged; their API calls reach the server in-process,
// as the request being rendered (its cookie, its address).
const requestApi = new AsyncLocalStorage<PageApiFetch>();
setApiTransport((url, init) => {
  const fetchApi = requestApi.getStore();
  return fetchApi ? fetchApi(url, init) : Promise.reject(new Error('API read outside a page render'));
});

const handler = createStaticHandler(routes);

/** Who is looking: a visitor without a session cookie is known to be signed out without asking. */
async function readViewer(queryClient: QueryClient, hasSession: boolean) {
  if (!hasSession) {
    queryClient.setQueryData(SESSION_QUERY_KEY, { user: null });
    return;
  }
  await queryClient.prefetchQuery(sessionQuery);
  if (!queryClient.getQueryData(sessionQuery.queryKey)?.user) return;
  // The shell shows these around every screen of a signed-in member; read now, they do not pop in.
  await Promise.all([queryClient.prefetchQuery(standingQuery), queryClient.prefetchQuery(bannersQuery)]);
}

async function render(request: PageRequest): Promise<RenderedPage> {
  const url = new URL(request.url, 'http://atelier.invalid');
  const context = await handler.query(new Request(url));
  // No route has a loader or an action, so the handler never answers on its own.
  if (context instanceof Response) throw new Error(`unexpected router response ${context.status}`);

  const queryClient = createQueryClient({ retry: 0 });
  const screen = context.matches.at(-1);
  const pageData = (screen?.route.handle as ScreenHandle | undefined)?.pageData;
  const [outcome] = await Promise.all([
    screen &&
      pageData?.({
        params: screen.params,
        search: url.searchParams,
        queryClient,
        hasSession: request.hasSession,
      }),
    readViewer(queryClient, request.hasSession),
    loadEveryPart(),
  ]);
  if (outcome?.redirect) return { kind: 'redirect', status: 301, location: outcome.redirect };
  // A banned member sees their ban (and the legal pages), nothing else; the API refuses them anyway.
  const banned = Boolean(queryClient.getQueryData(standingQuery.queryKey)?.ban);
  if (banned && !PAGES_OPEN_WHILE_BANNED.includes(url.pathname)) {
    return { kind: 'redirect', status: 302, location: '/banned' };
  }

  const translations = new Translations(request.language, undefined, {
    [request.language]: messagesOf(request.language),
  });
  const router = createStaticRouter(handler.dataRoutes, context);
  let title: string | undefined;
  const { result: html, parts } = partsDrawnBy(() =>
    renderToString(
      <DocumentTitleContext value={(pageTitle) => (title = pageTitle)}>
        <ThemeOnServer value={request.theme}>
          <ConsentDecidedOnServer value={request.consentDecided}>
            <TranslationsProvider value={translations}>
              <AppFrame queryClient={queryClient}>
                <StaticRouterProvider router={router} context={context} hydrate={false} />
              </AppFrame>
            </TranslationsProvider>
          </ConsentDecidedOnServer>
        </ThemeOnServer>
      </DocumentTitleContext>,
    ),
  );
  // A member's pages take the whole language: their tools (menus, dialogs, toasts) may ask for any
  // text. A visitor's, the first part alone, unless the page showed a text of the rest.
  const signedIn = Boolean(queryClient.getQueryData(sessionQuery.queryKey)?.user);
  const localeParts: LocalePart[] = signedIn || translations.askedForRest ? ['first', 'rest'] : ['first'];
  const queries = dehydrate(queryClient, {
    shouldDehydrateQuery: (query) => query.state.status !== 'pending',
  });
  return {
    kind: 'page',
    status: outcome?.status ?? context.statusCode,
    language: request.language,
    title,
    html,
    state: serializeServerState({
      language: request.language,
      queries,
      consentDecided: request.consentDecided,
      parts,
      localeParts,
    }),
    modules: [
      ...context.matches.flatMap(({ route }) => {
        const module = (route.handle as ScreenHandle | undefined)?.module;
        return module ? [module] : [];
      }),
      ...parts,
      ...localeParts.map((part) => localePartModule(request.language, part)),
    ],
  };
}

export const renderer: PageRenderer = {
  renderPage: (request) => requestApi.run(request.fetchApi, () => render(request)),
};
