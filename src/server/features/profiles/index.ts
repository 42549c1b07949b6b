// What other folders may use of this feature (docs/architecture.md, Server floors).
export { findVisibleProfile } from './public-profile';
export { publicProfileRoutes } from './public-routes';
