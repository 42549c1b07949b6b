import { useMutation } from '@tanstack/react-query';
import type { OnboardingRequest, onboardingResponseSchema } from '#shared/schemas/profiles';
import { type Answer, apiRequest } from '#web/lib/api-client';
import { useRefreshSession } from '#web/lib/session';

export const completeOnboarding = (body: OnboardingRequest) =>
  apiRequest<Answer<typeof onboardingResponseSchema>>('/profile/onboarding', { method: 'POST', json: body });

/** Sets up the profile; the session is read again, now with the handle. */
export function useCompleteOnboarding() {
  const refreshSession = useRefreshSession();
  return useMutation({ mutationFn: completeOnboarding, onSuccess: () => refreshSession() });
}
