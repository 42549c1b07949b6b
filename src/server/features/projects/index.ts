// What other folders may use of this feature (docs/architecture.md, Server floors).
import type { Feature } from '#server/feature-kit/feature';
import { projectRoutes } from './routes';

export { findVisibleProject, getProjectDetail } from './detail';
export { projectCardColumns } from './card-columns';

export const projectsFeature: Feature = { routes: [{ plugin: projectRoutes, prefix: '/projects' }] };
