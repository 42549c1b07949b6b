import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { sessionListSchema, ChangeEmailRequest, ChangePasswordRequest } from '#shared/schemas/account';
import { type Answer, ApiRequestError, apiRequest } from '#web/lib/api-client';
import { oncePerKey } from '#web/lib/once-per-key';
import { useRefreshSession } from '#web/lib/session';

const SESSIONS_KEY = ['sessions'] as const;

export const changePassword = (body: ChangePasswordRequest) =>
  apiRequest('/account/password', { method: 'POST', json: body });

export const requestEmailChange = (body: ChangeEmailRequest) =>
  apiRequest('/account/email', { method: 'POST', json: body });

export const confirmEmailChange = (token: string) =>
  apiRequest('/account/email/confirm', { method: 'POST', json: { token } });

export function useSessions() {
  return useQuery({
    queryKey: SESSIONS_KEY,
    queryFn: () => apiRequest<Answer<typeof sessionListSchema>>('/account/sessions'),
  });
}

/**
 * Changes the password (other devices may be signed out with it, so the list is read again). The
 * server names a wrong current password `password`; here it is told on the current-password field.
 */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: ChangePasswordRequest) => {
      try {
        return await changePassword({ ...body, code: body.code || undefined });
      } catch (error) {
        throw currentPasswordNamed(error);
      }
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SESSIONS_KEY }),
  });
}

function currentPasswordNamed(error: unknown) {
  if (!(error instanceof ApiRequestError) || error.body.fields?.password === undefined) return error;
  const { password, ...fields } = error.body.fields;
  return new ApiRequestError(error.status, {
    ...error.body,
    fields: { ...fields, currentPassword: password },
  });
}

export function useRequestEmailChange() {
  return useMutation({
    mutationFn: (body: ChangeEmailRequest) => requestEmailChange({ ...body, code: body.code || undefined }),
  });
}

/** Confirms the new address from its link (once per token for the page's life), then reads the session again. */
export function useConfirmEmailChange() {
  const refreshSession = useRefreshSession();
  return useMutation({
    mutationFn: (token: string) => oncePerKey(`confirm-email:${token}`, () => confirmEmailChange(token)),
    onSuccess: () => refreshSession(),
  });
}

export function useSignOutDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sessionId: string) =>
      apiRequest(`/account/sessions/${encodeURIComponent(sessionId)}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SESSIONS_KEY }),
  });
}

export function useSignOutOthers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest('/account/sessions/sign-out-others', { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SESSIONS_KEY }),
  });
}
