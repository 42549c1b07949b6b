// What other folders may use of this feature (docs/architecture.md, Server floors).
import type { Feature } from '#server/feature-kit/feature';
import { makeMissingActorKeys } from './actor-keys';
import { federationDelivery } from './delivery';
import { deleteExpiredFederationValues } from './kv-store';
import { federationOutbox } from './outbox';
import { federationAvatars } from './remote-avatars';
import { followRequestRoutes } from './follow-request-routes';
import { remoteFollowRoutes } from './remote-follow-routes';
import { federationRoutes } from './routes';
import { federationStaffRoutes } from './staff-routes';

export { actorUrl } from './paths';
// npm run bench gives its creator keys at once, where the sweep would take a few members of 100,000.
export { makeActorKeys, makeMissingActorKeys } from './actor-keys';

export const federationFeature: Feature = {
  routes: [
    { plugin: federationStaffRoutes, prefix: '/admin/federation' },
    { plugin: remoteFollowRoutes, prefix: '/federation' },
    { plugin: followRequestRoutes, prefix: '/federation' },
  ],
  siteRoutes: [federationRoutes],
  jobs: (deps) => [federationDelivery(deps), federationOutbox(deps), federationAvatars(deps)],
  sweep: ({ db }) => Promise.all([deleteExpiredFederationValues(db), makeMissingActorKeys(db)]),
};
