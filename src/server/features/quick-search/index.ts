// What other folders may use of this feature (docs/architecture.md, Server floors).
export { quickSearch } from './suggest';
