// What other folders may use of this feature (docs/architecture.md, Server floors).
export { digestEmailWorker, digestFanOut } from './digest';
export { notificationEmailWorker } from './notification-email';
export { requestStatusEmailWorker } from './request-status-email';
export { notify } from './notify';
