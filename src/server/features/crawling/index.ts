// What other folders may use of this feature (docs/architecture.md, Server floors).
export { crawlingRoutes } from './routes';
