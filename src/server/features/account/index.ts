// What other folders may use of this feature (docs/architecture.md, Server floors).
import type { Feature } from '#server/feature-kit/feature';
import { accountRoutes } from './routes';

export { eraseAccount } from './deletion';

export const accountFeature: Feature = { routes: [{ plugin: accountRoutes, prefix: '/account' }] };
