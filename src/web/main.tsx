import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { chooseLanguage, initI18n, savedLanguage } from '#web/i18n/index';
import { AppFrame, createQueryClient } from '#web/app/app-frame';
import { SignedInActions } from '#web/app/layout/top-bar';
import { sessionQuery } from '#web/lib/session';
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

// The member's part of the top bar was rendered on the server: its code must be here to hydrate it.
const signedIn = Boolean(queryClient.getQueryData(sessionQuery.queryKey)?.user);
const [router] = await Promise.all([
  createRouter(),
  initI18n(rendered?.language),
  signedIn ? SignedInActions.preload() : undefined,
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
