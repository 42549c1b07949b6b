// What other folders may use of this feature (docs/architecture.md, Server floors).
import type { Feature } from '#server/feature-kit/feature';
import { feedbackAdminRoutes, feedbackRoutes } from './routes';

export const feedbackFeature: Feature = {
  routes: [
    { plugin: feedbackRoutes, prefix: '/feedback' },
    { plugin: feedbackAdminRoutes, prefix: '/admin/feedback' },
  ],
};
