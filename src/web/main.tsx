import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { chooseLanguage, initI18n, savedLanguage } from '#web/i18n/index';
import { AppFrame, createQueryClient } from '#web/app/app-frame';
import { preloadParts } from '#web/lib/preloadable-lazy';
import { createRouter } from '#web/app/router';
import { hydrateServerQueries, readServerState } from '#web/app/server-state';
import { ConsentDecidedOnServer, getConsent, rememberDecisionInCookie } from '#web/lib/consent-store';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const rendered = readServerState();
// The language this browser keeps, if its visitor ever chose one.
const preferredLanguage = savedLanguage();
let renderedQueries = new Set<string>();
const queryClient = createQueryClient({ isFreshAtStart: (queryHash) => renderedQueries.has(queryHash) });
if (rendered) renderedQueries = hydrateServerQueries(queryClient, rendered.queries);

// The parts whose code loads apart that the server drew (a member's top bar, home, request form):
// their code must be here to hydrate the page in one pass. Their screens declare them, so they come
// once the screens have loaded; the page named their chunks, already on their way.
const [router] = await Promise.all([
  createRouter().then(async (created) => {
    await preloadParts(rendered?.parts ?? []);
    return created;
  }),
  initI18n(rendered ?? undefined),
]);
// Hydration renders the cookie banner as the server did, though a choice may have been tapped since
// (app/early-input/record.ts): the banner leaves once hydrated.
const app = (
  <ConsentDecidedOnServer value={rendered?.consentDecided ?? null}>
    <AppFrame queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppFrame>
  </ConsentDecidedOnServer>
);

if (rendered) {
  // As a transition, hydrating yields to the browser every few milliseconds instead of holding the
  // main thread for the whole page: taps and scrolls are answered while it goes on.
  startTransition(() => {
    hydrateRoot(container, app);
  });
  // A choice made before the server was told of choices: tell it now, for the next page.
  if (getConsent()) rememberDecisionInCookie();
  // A choice made in this browser before the server knew of it (no cookie yet) wins, once hydrated.
  if (preferredLanguage && preferredLanguage !== rendered.language) {
    void chooseLanguage(preferredLanguage);
  }
} else {
  createRoot(container).render(app);
}
