import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  enrollmentResponseSchema,
  twoFactorStatusSchema,
  PasswordConfirmation,
} from '#shared/schemas/two-factor';
import { type Answer, apiRequest } from '#web/lib/api-client';

const STATUS_KEY = ['two-factor'] as const;

export function useTwoFactorStatus() {
  return useQuery({
    queryKey: STATUS_KEY,
    queryFn: () => apiRequest<Answer<typeof twoFactorStatusSchema>>('/account/two-factor'),
  });
}

/** Starts enrolling: the secret, its QR code and the backup codes (the mutation's data) until confirmed. */
export function useEnrollTwoFactor() {
  return useMutation({
    mutationFn: (password: string) =>
      apiRequest<Answer<typeof enrollmentResponseSchema>>('/account/two-factor/enroll', {
        method: 'POST',
        json: { password },
      }),
  });
}

/** Confirms enrolment with a first code from the app; two-factor is on from then. */
export function useConfirmTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) =>
      apiRequest('/account/two-factor/verify', { method: 'POST', json: { code } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: STATUS_KEY }),
  });
}

export function useDisableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ password, code }: PasswordConfirmation) =>
      apiRequest('/account/two-factor/disable', {
        method: 'POST',
        json: { password, code: code || undefined },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: STATUS_KEY }),
  });
}
