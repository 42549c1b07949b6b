// What other folders may use of this folder (docs/architecture.md, Server floors).
import type { Feature } from '#server/feature-kit/feature';
import { healthRoutes } from './routes';

/** Plugged in as a feature is: the health checks under /api. */
export const healthChecks: Feature = { routes: [{ plugin: healthRoutes }] };
