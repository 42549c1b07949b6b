import type { Federation } from '@fedify/fedify';
import type { AppDeps } from '#server/feature-kit/app-deps';
import type { FederationContext } from './federation';

export type FederationDeps = Pick<AppDeps, 'db' | 'jobs' | 'events' | 'config' | 'log' | 'storage'>;

const loaded = new WeakMap<FederationDeps['db'], Promise<Federation<FederationContext>>>();

/**
 * The app's one Fedify instance, for its routes and its delivery jobs alike. Fedify and its JSON-LD
 * take a second and more to load: the first request or job that needs them loads them, not every
 * start (docs/decisions/0071-federation-with-fedify.md).
 */
export function federationOf(deps: FederationDeps): Promise<Federation<FederationContext>> {
  let federation = loaded.get(deps.db);
  if (!federation) {
    federation = import('./federation').then(({ buildFederation }) => buildFederation(deps));
    loaded.set(deps.db, federation);
  }
  return federation;
}

/** What Fedify hands its dispatchers and listeners with each request or job. */
export const federationContextOf = ({ db, jobs, events, storage }: FederationDeps): FederationContext => ({
  db,
  jobs,
  events,
  storage,
});
