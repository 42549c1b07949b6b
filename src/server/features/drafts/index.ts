// What other folders may use of this feature (docs/architecture.md, Server floors).
export { discardDraft } from './service';
