// What other folders may use of this feature (docs/architecture.md, Server floors).
import type { Feature } from '#server/feature-kit/feature';
import { serviceRequestRoutes } from './routes';

export { findRequestFileKeys, removeRequestFiles } from './stored-request-files';
export { getWorkspace } from './workspace';
export { listRequestsInvolving } from './requests-involving';

// The bench's write targets replay its statements (scripts/bench/writes.ts).
export { createServiceRequest } from './create-request';

export const serviceRequestsFeature: Feature = { routes: [{ plugin: serviceRequestRoutes }] };
