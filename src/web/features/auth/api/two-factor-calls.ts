import { useQuery, useQueryClient } from '@tanstack/react-query';
import { signInResponseSchema } from '@shared/schemas/auth';
import {
  enrollmentResponseSchema,
  twoFactorStatusSchema,
  type MfaVerifyRequest,
  type PasswordConfirmation,
} from '@shared/schemas/two-factor';
import { apiRequest } from '../../../lib/api-client';

export const verifyMfa = (body: MfaVerifyRequest) =>
  apiRequest('/auth/mfa/verify', signInResponseSchema, { method: 'POST', json: body });

const STATUS_KEY = ['two-factor'] as const;

export function useTwoFactorStatus() {
  return useQuery({
    queryKey: STATUS_KEY,
    queryFn: () => apiRequest('/account/two-factor', twoFactorStatusSchema),
  });
}

export function useTwoFactorCalls() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: STATUS_KEY });
  return {
    enroll: (password: string) =>
      apiRequest('/account/two-factor/enroll', enrollmentResponseSchema, {
        method: 'POST',
        json: { password },
      }),
    confirm: async (code: string) => {
      await apiRequest('/account/two-factor/verify', null, { method: 'POST', json: { code } });
      await refresh();
    },
    disable: async (body: PasswordConfirmation) => {
      await apiRequest('/account/two-factor/disable', null, { method: 'POST', json: body });
      await refresh();
    },
  };
}
