// What other folders may use of this feature (docs/architecture.md, Server floors).
export { findPage, idAmong, RECENT_WINDOW } from './candidates';
export { matchesPrefixQuery, toPrefixQuery } from './prefix-query';
export { listExploreProjects } from './queries';
