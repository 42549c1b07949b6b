// What other folders may use of this feature (docs/architecture.md, Server floors).
import type { Feature } from '#server/feature-kit/feature';
import { collectionRoutes } from './routes';

export { readCollection } from './collection-page';

export const collectionsFeature: Feature = { routes: [{ plugin: collectionRoutes }] };
