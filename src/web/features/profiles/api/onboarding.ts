import { useMutation, useQuery } from '@tanstack/react-query';
import type {
  handleAvailabilitySchema,
  OnboardingRequest,
  onboardingResponseSchema,
  popularSkillsSchema,
} from '#shared/schemas/profiles';
import { type Answer, apiRequest } from '#web/lib/api-client';
import { useRefreshSession } from '#web/lib/session';

export const completeOnboarding = (body: OnboardingRequest) =>
  apiRequest<Answer<typeof onboardingResponseSchema>>('/profile/onboarding', { method: 'POST', json: body });

/** Sets up the profile; the session is read again, now with the handle. */
export function useCompleteOnboarding() {
  const refreshSession = useRefreshSession();
  return useMutation({ mutationFn: completeOnboarding, onSuccess: () => refreshSession() });
}

/**
 * Whether onboarding could take `handle` now (null asks nothing: a handle the rules refuse already).
 * Asked again after a while, since someone else may take it meanwhile.
 */
export function useHandleAvailability(handle: string | null) {
  return useQuery({
    queryKey: ['handle-availability', handle],
    queryFn: () =>
      apiRequest<Answer<typeof handleAvailabilitySchema>>(
        `/profile/handle-availability?${new URLSearchParams({ handle: handle ?? '' }).toString()}`,
      ),
    enabled: handle !== null,
    staleTime: 30_000,
    retry: false,
  });
}

/** The skills most profiles name, for onboarding's suggestions; they change slowly. */
export function usePopularSkills() {
  return useQuery({
    queryKey: ['popular-skills'],
    queryFn: () => apiRequest<Answer<typeof popularSkillsSchema>>('/profiles/popular-skills'),
    staleTime: 5 * 60_000,
  });
}
