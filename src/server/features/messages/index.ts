// What other folders may use of this feature (docs/architecture.md, Server floors).
import type { Feature } from '#server/feature-kit/feature';
import { messageRoutes } from './routes';

export { pairKeyOf } from './pair-key';

export const messagesFeature: Feature = { routes: [{ plugin: messageRoutes, prefix: '/messages' }] };
