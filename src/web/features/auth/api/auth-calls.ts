import { useMutation } from '@tanstack/react-query';
import {
  signInResponseSchema,
  type PasswordResetComplete,
  type SignInRequest,
  type SignUpRequest,
  verifyEmailResponseSchema,
} from '@shared/schemas/auth';
import { apiRequest } from '../../../lib/api-client';
import { useRefreshSession } from './session';

export const signUp = (body: SignUpRequest) =>
  apiRequest('/auth/sign-up', null, { method: 'POST', json: body });

export const signIn = (body: SignInRequest) =>
  apiRequest('/auth/sign-in', signInResponseSchema, { method: 'POST', json: body });

/** Confirms the address; signs in only the browser the link was asked from. */
export const verifyEmail = (token: string) =>
  apiRequest('/auth/verify-email', verifyEmailResponseSchema, { method: 'POST', json: { token } });

export const resendVerification = (email: string) =>
  apiRequest('/auth/resend-verification', null, { method: 'POST', json: { email } });

export const requestPasswordReset = (email: string) =>
  apiRequest('/auth/password-reset/request', null, { method: 'POST', json: { email } });

export const completePasswordReset = (body: PasswordResetComplete) =>
  apiRequest('/auth/password-reset/complete', null, { method: 'POST', json: body });

export const recoverAccount = (email: string) =>
  apiRequest('/auth/recover-account', null, { method: 'POST', json: { email } });

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
