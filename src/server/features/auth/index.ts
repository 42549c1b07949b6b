// What other folders may use of this feature (docs/architecture.md, Server floors).
import type { Feature } from '#server/feature-kit/feature';
import { accountRecoveryWorker, passwordResetWorker } from './recovery';
import { authRoutes } from './routes';
import { deleteForgottenSignInFailures } from './sign-in-throttle';

export {
  accountDeletedEmail,
  emailChangeAttemptEmail,
  emailChangeNoticeEmail,
  emailChangeVerificationEmail,
} from './emails';
export { assertAcceptablePassword } from './password-policy';
export { consumeAuthToken, findUserByEmail, issueAuthToken, revokeUserTokens } from './queries';
export { type AuthDeps } from './service';
export { clearSessionCookie, cookieNames, SESSION_COOKIE, SESSION_LIFETIME_MS } from './session-cookie';
export { deleteUserSessions, findSessionUser, isSessionActive } from './sessions';
export { hashToken, newToken } from './tokens';

export const authFeature: Feature = {
  routes: [{ plugin: authRoutes, prefix: '/auth' }],
  jobs: (deps) => [passwordResetWorker(deps), accountRecoveryWorker(deps)],
  sweep: ({ db }) => deleteForgottenSignInFailures(db),
};
