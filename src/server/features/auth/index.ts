// What other folders may use of this feature (docs/architecture.md, Server floors).
export {
  accountDeletedEmail,
  emailChangeAttemptEmail,
  emailChangeNoticeEmail,
  emailChangeVerificationEmail,
} from './emails';
export { assertAcceptablePassword } from './password-policy';
export { consumeAuthToken, findUserByEmail, issueAuthToken, revokeUserTokens } from './queries';
export { accountRecoveryWorker, passwordResetWorker } from './recovery';
export { type AuthDeps } from './service';
export { clearSessionCookie, cookieNames, SESSION_COOKIE, SESSION_LIFETIME_MS } from './session-cookie';
export { deleteUserSessions, findSessionUser, isSessionActive } from './sessions';
export { deleteForgottenSignInFailures } from './sign-in-throttle';
export { hashToken, newToken } from './tokens';
