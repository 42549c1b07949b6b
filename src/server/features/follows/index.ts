// What other folders may use of this feature (docs/architecture.md, Server floors).
import type { Feature } from '#server/feature-kit/feature';
import { followRoutes } from './routes';

// The bench's write targets replay its statements (scripts/bench/writes.ts).
export { setFollowing } from './service';

export const followsFeature: Feature = { routes: [{ plugin: followRoutes, prefix: '/profiles' }] };
