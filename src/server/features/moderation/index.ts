// What other folders may use of this feature (docs/architecture.md, Server floors).
export { setShownByOwner } from './content-holds';
export { reportThanks } from './reports';
