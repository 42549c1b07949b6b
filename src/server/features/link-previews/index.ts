// What other folders may use of this feature (docs/architecture.md, Server floors).
export { describePage, type PageMeta } from './page-meta';
export { renderMeta } from './render-meta';
