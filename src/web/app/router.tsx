import { createBrowserRouter, matchRoutes } from 'react-router';
import { routes } from './routes';

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
  return createBrowserRouter(routes);
}
