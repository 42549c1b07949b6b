// What other folders may use of this feature (docs/architecture.md, Server floors).
export { candidateIds, findPage, idAmong, RECENT_WINDOW, type TableOrAlias } from './candidates';
export { matchesPrefixQuery, toPrefixQuery } from './prefix-query';
export { listExploreProjects } from './queries';
