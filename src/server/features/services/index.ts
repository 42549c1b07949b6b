// What other folders may use of this feature (docs/architecture.md, Server floors).
import type { Feature } from '#server/feature-kit/feature';
import { serviceRoutes } from './routes';

export { serviceCardColumns, serviceOwnCardColumns } from './card-columns';
export { ratingColumns } from './rating';
export { listServices } from './browse';
export { findPublicService } from './detail';

export const servicesFeature: Feature = { routes: [{ plugin: serviceRoutes, prefix: '/services' }] };
