// What other folders may use of this feature (docs/architecture.md, Server floors).
import type { Feature } from '#server/http/feature';
import { eventRoutes } from './routes';

export const eventsFeature: Feature = { routes: [{ plugin: eventRoutes }] };
