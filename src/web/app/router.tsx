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
  return createBrowserRouter(routes);
}
