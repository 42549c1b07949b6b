// What other folders may use of this feature (docs/architecture.md, Server floors).
import type { Feature } from '#server/feature-kit/feature';
import { publicConfigRoutes } from './routes';

export const publicConfigFeature: Feature = { routes: [{ plugin: publicConfigRoutes }] };
