import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import type { OnboardingRequest } from '@shared/schemas/profiles';
import { apiRequest } from '../../../lib/api-client';
import { useRefreshSession } from '../../../lib/session';

export const completeOnboarding = (body: OnboardingRequest) =>
  apiRequest('/profile/onboarding', z.object({ handle: z.string() }), { method: 'POST', json: body });

/** Sets up the profile; the session is read again, now with the handle. */
export function useCompleteOnboarding() {
  const refreshSession = useRefreshSession();
  return useMutation({ mutationFn: completeOnboarding, onSuccess: () => refreshSession() });
}
