// What other folders may use of this feature (docs/architecture.md, Server floors).
import type { Feature } from '#server/feature-kit/feature';
import { standingRoutes } from './routes';

export { toAppeal } from './appeal-shape';
export { findActiveBan, isUnderActiveBan } from './queries';

export const standingFeature: Feature = { routes: [{ plugin: standingRoutes, prefix: '/account' }] };
