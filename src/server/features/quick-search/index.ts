// What other folders may use of this feature (docs/architecture.md, Server floors).
import type { Feature } from '#server/feature-kit/feature';
import { quickSearchRoutes } from './routes';

export { quickSearch } from './suggest';

export const quickSearchFeature: Feature = { routes: [{ plugin: quickSearchRoutes }] };
