// What other folders may use of this feature (docs/architecture.md, Server floors).
import type { Feature } from '#server/http/feature';
import { accountRoutes } from './routes';

export { eraseAccount } from './deletion';

export const accountFeature: Feature = { routes: [{ plugin: accountRoutes, prefix: '/account' }] };
