// What other folders may use of this feature (docs/architecture.md, Server floors).
export { cardImageColumn } from './card-image';
export { ratingColumns } from './rating';
export { listServices } from './browse';
