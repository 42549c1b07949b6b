// What other folders may use of this feature (docs/architecture.md, Server floors).
export {
  candidateIds,
  findPage,
  idAmong,
  RECENT_WINDOW,
  type SearchStep,
  type TableOrAlias,
} from './candidates';
export { forgivingSearch } from './forgiving-search';
export { isPhrase, matchesWords } from './search-words';
export { EXACT_RANK, rankedPage, type Ranked, type RankOrNewest, wordsMatch } from './ranks';
export { listExploreProjects, listPeople } from './queries';
export { suggestTags } from './tags';
