// What other folders may use of this feature (docs/architecture.md, Server floors).
import type { Feature } from '#server/http/feature';
import { projectRoutes } from './routes';

export { findVisibleProject, getProjectDetail } from './detail';
export { projectCardColumns } from './card-columns';

export const projectsFeature: Feature = { routes: [{ plugin: projectRoutes, prefix: '/projects' }] };
