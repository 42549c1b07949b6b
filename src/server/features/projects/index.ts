// What other folders may use of this feature (docs/architecture.md, Server floors).
export { findVisibleProject, getProjectDetail } from './detail';
export { projectCardColumns } from './card-columns';
