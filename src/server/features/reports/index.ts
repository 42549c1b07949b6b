// What other folders may use of this feature (docs/architecture.md, Server floors).
import type { Feature } from '#server/feature-kit/feature';
import { reportRoutes } from './routes';

export const reportsFeature: Feature = { routes: [{ plugin: reportRoutes, prefix: '/reports' }] };
