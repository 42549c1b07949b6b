// What other folders may use of this feature (docs/architecture.md, Server floors).
import type { Feature } from '#server/feature-kit/feature';
import { blockRoutes } from './routes';

export const blocksFeature: Feature = { routes: [{ plugin: blockRoutes, prefix: '/blocks' }] };
