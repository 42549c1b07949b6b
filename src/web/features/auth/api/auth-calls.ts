import { useMutation } from '@tanstack/react-query';
import type {
  signInResponseSchema,
  PasswordResetComplete,
  SignInRequest,
  SignUpRequest,
  verifyEmailResponseSchema,
} from '#shared/schemas/auth';
import type { MfaVerifyRequest } from '#shared/schemas/two-factor';
import { type Answer, apiRequest } from '#web/lib/api-client';
import { oncePerKey } from '#web/lib/once-per-key';
import { forgetPendingEmail, rememberPendingEmail, startResendCooldown } from '../pending-email';
import { useRefreshSession } from '#web/lib/session';

export const signUp = (body: SignUpRequest) => apiRequest('/auth/sign-up', { method: 'POST', json: body });

export const signIn = (body: SignInRequest) =>
  apiRequest<Answer<typeof signInResponseSchema>>('/auth/sign-in', { method: 'POST', json: body });

/** Confirms the address; signs in only the browser the link was asked from. */
export const verifyEmail = (token: string) =>
  apiRequest<Answer<typeof verifyEmailResponseSchema>>('/auth/verify-email', {
    method: 'POST',
    json: { token },
  });

export const resendVerification = (email: string) =>
  apiRequest('/auth/resend-verification', { method: 'POST', json: { email } });

export const requestPasswordReset = (email: string) =>
  apiRequest('/auth/password-reset/request', { method: 'POST', json: { email } });

export const completePasswordReset = (body: PasswordResetComplete) =>
  apiRequest('/auth/password-reset/complete', { method: 'POST', json: body });

export const recoverAccount = (email: string) =>
  apiRequest('/auth/recover-account', { method: 'POST', json: { email } });

/** Signs in; once signed in (no second step), the session is read again with the new cookie. */
export function useSignIn() {
  const refreshSession = useRefreshSession();
  return useMutation({
    mutationFn: signIn,
    onSuccess: async ({ status }) => {
      if (status === 'signed_in') await refreshSession();
    },
  });
}

/** Creates the account; the verify-email screen remembers the address to resend to. */
export function useSignUp() {
  return useMutation({
    mutationFn: signUp,
    onSuccess: (_, body) => rememberPendingEmail(body.email),
  });
}

/**
 * Confirms the address from the emailed link, once per token for the page's life (a screen that
 * mounts again shares the answer); when it signed this browser in, the session is read again.
 */
export function useVerifyEmail() {
  const refreshSession = useRefreshSession();
  return useMutation({
    mutationFn: (token: string) => oncePerKey(`verify-email:${token}`, () => verifyEmail(token)),
    onSuccess: async ({ signedIn }) => {
      forgetPendingEmail();
      if (signedIn) await refreshSession();
    },
  });
}

/** Sends the verification link again; the resend button waits a minute after it. */
export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification, onSuccess: () => startResendCooldown() });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}

export function useCompletePasswordReset() {
  return useMutation({ mutationFn: completePasswordReset });
}

export function useRecoverAccount() {
  return useMutation({ mutationFn: recoverAccount });
}

const verifyMfa = (body: MfaVerifyRequest) =>
  apiRequest<Answer<typeof signInResponseSchema>>('/auth/mfa/verify', { method: 'POST', json: body });

/** The second step of signing in; once it passes, the session is read again with the new cookie. */
export function useVerifyMfa() {
  const refreshSession = useRefreshSession();
  return useMutation({ mutationFn: verifyMfa, onSuccess: () => refreshSession() });
}
