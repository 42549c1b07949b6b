// What other folders may use of this feature (docs/architecture.md, Server floors).
import type { Feature } from '#server/feature-kit/feature';
import { clientEventRoutes } from './routes';

export const clientEventsFeature: Feature = { routes: [{ plugin: clientEventRoutes }] };
