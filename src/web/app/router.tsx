import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { i18n } from '#web/i18n/instance';
import { routes } from './routes';
import { pageIsBeingLeft } from './early-input/replay';

/**
 * Loads the screens the address shows before the first render: hydrating must find the server's
 * markup already renderable, not a route still fetching its chunk.
 */
async function loadMatchedScreens() {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, loaded, { lazy: undefined });
    }),
  );
}

/**
 * Every screen not loaded yet is reached after the first page: it comes with the rest of the
 * language's texts (i18n/locale-parts.ts), so it never draws before its texts have arrived.
 */
function withWholeLanguage(routes: RouteObject[]) {
  for (const route of routes) {
    const { lazy } = route;
    if (typeof lazy === 'function') {
      route.lazy = async () => (await Promise.all([lazy(), i18n.loadPart('rest')]))[0];
    }
    if (route.children) withWholeLanguage(route.children);
  }
}

export async function createRouter() {
  await loadMatchedScreens();
  withWholeLanguage(routes);
  // The person already followed a link to another page: never start, or that page would not load.
  if (pageIsBeingLeft()) await new Promise<never>(() => undefined);
  // The router rewrites the history entry now, and the app may change it again before it is live:
  // a link followed by the browser from here on would be stopped, so the app takes it once live.
  window.atelierEarlyInput?.holdLinks();
  // Hydration data, though no route loads any, tells the router the page is the server's: without
  // it the router's scroll restoration took its start for a navigation and scrolled to the top, under
  // the finger of a person who had scrolled down before the app was live (their tap then landed on
  // what the top of the page held). A position saved for this entry (a reload) is still restored.
  return createBrowserRouter(routes, { hydrationData: {} });
}
