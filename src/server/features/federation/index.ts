// What other folders may use of this feature (docs/architecture.md, Server floors).
import type { Feature } from '#server/feature-kit/feature';
import { makeMissingActorKeys } from './actor-keys';
import { deleteExpiredFederationValues } from './kv-store';
import { federationRoutes } from './routes';

export const federationFeature: Feature = {
  siteRoutes: [federationRoutes],
  sweep: ({ db }) => Promise.all([deleteExpiredFederationValues(db), makeMissingActorKeys(db)]),
};
