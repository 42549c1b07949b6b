// What other folders may use of this folder (docs/architecture.md, Server floors).
export { ACTIVITY_JSON, describePage, type PageMeta, type ShownPage } from './page-meta';
export { renderMeta } from './render-meta';
