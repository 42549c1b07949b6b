// What other folders may use of this feature (docs/architecture.md, Server floors).
import type { Feature } from '#server/feature-kit/feature';
import { publicProfileRoutes } from './public-routes';
import { profileRoutes } from './routes';

export { aiTrainingAllowedProfiles, allowsAiTraining } from './ai-training';
export { findVisibleProfile, findVisibleProfileOfUser } from './public-profile';
export { toProfileLinks } from './links';

export const profilesFeature: Feature = {
  routes: [
    { plugin: profileRoutes, prefix: '/profile' },
    { plugin: publicProfileRoutes, prefix: '/profiles' },
  ],
};
