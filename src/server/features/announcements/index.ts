// What other folders may use of this feature (docs/architecture.md, Server floors).
import type { Feature } from '#server/feature-kit/feature';
import { announcementAdminRoutes, announcementRoutes } from './routes';
import { announcementNotifications } from './service';

export const announcementsFeature: Feature = {
  routes: [
    { plugin: announcementRoutes, prefix: '/announcements' },
    { plugin: announcementAdminRoutes, prefix: '/admin/announcements' },
  ],
  jobs: (deps) => [announcementNotifications(deps)],
};
