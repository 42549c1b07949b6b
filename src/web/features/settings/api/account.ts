import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  sessionListSchema,
  type ChangeEmailRequest,
  type ChangePasswordRequest,
} from '@shared/schemas/account';
import { apiRequest } from '../../../lib/api-client';

const SESSIONS_KEY = ['sessions'] as const;

export const changePassword = (body: ChangePasswordRequest) =>
  apiRequest('/account/password', null, { method: 'POST', json: body });

export const requestEmailChange = (body: ChangeEmailRequest) =>
  apiRequest('/account/email', null, { method: 'POST', json: body });

export const confirmEmailChange = (token: string) =>
  apiRequest('/account/email/confirm', null, { method: 'POST', json: { token } });

export function useSessions() {
  return useQuery({
    queryKey: SESSIONS_KEY,
    queryFn: () => apiRequest('/account/sessions', sessionListSchema),
  });
}

export function useSessionCalls() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: SESSIONS_KEY });
  return {
    signOutDevice: async (sessionId: string) => {
      await apiRequest(`/account/sessions/${encodeURIComponent(sessionId)}`, null, { method: 'DELETE' });
      await refresh();
    },
    signOutOthers: async () => {
      await apiRequest('/account/sessions/sign-out-others', null, { method: 'POST' });
      await refresh();
    },
    refresh,
  };
}
