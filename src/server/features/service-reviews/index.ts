// What other folders may use of this feature (docs/architecture.md, Server floors).
import type { Feature } from '#server/feature-kit/feature';
import { serviceReviewRoutes } from './routes';

export const serviceReviewsFeature: Feature = { routes: [{ plugin: serviceReviewRoutes }] };
