// What other folders may use of this feature (docs/architecture.md, Server floors).
import type { Feature } from '#server/feature-kit/feature';
import { reportThanks } from './reports';
import { adminRoutes } from './routes';

export { setShownByOwner } from './content-holds';
export { reportThanks } from './reports';

export const moderationFeature: Feature = {
  routes: [{ plugin: adminRoutes, prefix: '/admin' }],
  jobs: (deps) => [reportThanks(deps)],
};
