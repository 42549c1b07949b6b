import { createBrowserRouter, matchRoutes } from 'react-router';
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

export async function createRouter() {
  await loadMatchedScreens();
  // The person already followed a link to another page: never start, or that page would not load.
  if (pageIsBeingLeft()) await new Promise<never>(() => undefined);
  // The router rewrites the history entry now, and the app may change it again before it is live:
  // a link followed by the browser from here on would be stopped, so the app takes it once live.
  window.atelierEarlyInput?.holdLinks();
  return createBrowserRouter(routes);
}
