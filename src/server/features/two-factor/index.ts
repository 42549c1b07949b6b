// What other folders may use of this feature (docs/architecture.md, Server floors).
import type { Feature } from '#server/feature-kit/feature';
import { twoFactorRoutes } from './routes';

export { confirmIdentity, hasEnabledFactor, verifySecondFactor } from './service';
export { currentTotpCode, newTotpSecret } from './totp';

export const twoFactorFeature: Feature = {
  routes: [{ plugin: twoFactorRoutes, prefix: '/account/two-factor' }],
};
