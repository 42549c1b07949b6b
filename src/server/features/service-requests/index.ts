// What other folders may use of this feature (docs/architecture.md, Server floors).
export { findRequestFileKeys, removeRequestFiles } from './stored-request-files';
export { getWorkspace } from './workspace';
export { listRequestsInvolving } from './requests-involving';
