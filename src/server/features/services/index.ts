// What other folders may use of this feature (docs/architecture.md, Server floors).
export { serviceCardColumns } from './card-columns';
export { ratingColumns } from './rating';
export { listServices } from './browse';
