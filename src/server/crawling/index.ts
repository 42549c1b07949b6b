// What other folders may use of this folder (docs/architecture.md, Server floors).
export { crawlingRoutes } from './routes';
