// What other folders may use of this feature (docs/architecture.md, Server floors).
export { announcementNotifications } from './service';
