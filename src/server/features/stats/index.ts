// What other folders may use of this feature (docs/architecture.md, Server floors).
export { countCommunity } from './queries';
