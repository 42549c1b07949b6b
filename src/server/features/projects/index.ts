// What other folders may use of this feature (docs/architecture.md, Server floors).
import type { Feature } from '#server/feature-kit/feature';
import { restampMemberWork, restampProjectImages } from './restamp-jobs';
import { projectRoutes } from './routes';

export {
  findProjectPreview,
  findVisibleProject,
  findVisibleProjectStanding,
  getProjectDetail,
} from './detail';
export { projectCardColumns, projectOwnCardColumns } from './card-columns';
export { queueMemberWorkRestamp } from './restamp-jobs';

export const projectsFeature: Feature = {
  routes: [{ plugin: projectRoutes, prefix: '/projects' }],
  jobs: (deps) => [restampProjectImages(deps), restampMemberWork(deps)],
};
