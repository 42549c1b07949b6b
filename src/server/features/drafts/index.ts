// What other folders may use of this feature (docs/architecture.md, Server floors).
import type { Feature } from '#server/feature-kit/feature';
import { draftRoutes } from './routes';

export { discardDraft } from './service';

export const draftsFeature: Feature = { routes: [{ plugin: draftRoutes, prefix: '/drafts' }] };
