// What other folders may use of this feature (docs/architecture.md, Server floors).
import type { Feature } from '#server/feature-kit/feature';
import { eventRoutes } from './routes';

export const eventsFeature: Feature = { routes: [{ plugin: eventRoutes }] };
