// What other folders may use of this feature (docs/architecture.md, Server floors).
import type { Feature } from '#server/feature-kit/feature';
import { statsRoutes } from './routes';

export { countCommunity } from './queries';

export const statsFeature: Feature = { routes: [{ plugin: statsRoutes }] };
