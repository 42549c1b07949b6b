// What other folders may use of this folder (docs/architecture.md, Server floors).
export { describePage, type PageMeta } from './page-meta';
export { renderMeta } from './render-meta';
