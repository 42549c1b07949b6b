// What other folders may use of this feature (docs/architecture.md, Server floors).
import type { Feature } from '#server/feature-kit/feature';
import { homeRoutes } from './routes';

export { readFollowingFeed } from './feed';

export const homeFeature: Feature = { routes: [{ plugin: homeRoutes, prefix: '/home' }] };
