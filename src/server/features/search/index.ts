// What other folders may use of this feature (docs/architecture.md, Server floors).
import type { Feature } from '#server/feature-kit/feature';
import { searchRoutes } from './routes';

export { RECENT_WINDOW, type TableOrAlias } from './candidates';
export { forgivingSearch } from './forgiving-search';
export { isPhrase, matchesWords } from './search-words';
export { rankedPage, type Ranked, type RankOrNewest } from './ranks';
export { pageOrder, searchStatements } from './statements';
export { listExploreProjects, listPeople } from './queries';
export { suggestTags } from './tags';
export { listNewestWorks } from './person-works';

export const searchFeature: Feature = { routes: [{ plugin: searchRoutes }] };
