// What other folders may use of this feature (docs/architecture.md, Server floors).
import type { Feature } from '#server/http/feature';
import { healthRoutes } from './routes';

export const healthFeature: Feature = { routes: [{ plugin: healthRoutes }] };
