// What other folders may use of this feature (docs/architecture.md, Server floors).
import type { Feature } from '#server/feature-kit/feature';
import { digestEmailWorker, digestFanOut } from './digest';
import { notificationEmailWorker } from './notification-email';
import { requestStatusEmailWorker } from './request-status-email';
import { notificationRoutes } from './routes';

export { notify, notifyEach } from './notify';

export const notificationsFeature: Feature = {
  routes: [{ plugin: notificationRoutes, prefix: '/notifications' }],
  jobs: (deps) => {
    // The mails link back to the app at its public address.
    const mailing = { ...deps, publicUrl: deps.config.publicUrl };
    return [
      notificationEmailWorker(mailing),
      requestStatusEmailWorker({ ...mailing, windowSeconds: deps.config.requestStatusEmailWindowSeconds }),
      digestFanOut(mailing, 'daily'),
      digestFanOut(mailing, 'weekly'),
      digestEmailWorker(mailing),
    ];
  },
};
