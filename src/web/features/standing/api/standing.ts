import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { BAN_POLL_INTERVAL_MS } from '#shared/constants';
import type { standingResponseSchema, AppealInput } from '#shared/schemas/standing';
import { type Answer, apiRequest } from '#web/lib/api-client';
import { useSession } from '#web/lib/session';

export const STANDING_QUERY_KEY = ['standing'] as const;

export const standingQuery = queryOptions({
  queryKey: STANDING_QUERY_KEY,
  queryFn: () => apiRequest<Answer<typeof standingResponseSchema>>('/account/standing'),
});

/**
 * The signed-in user's ban and warnings, re-checked every 10 seconds. Asked only while someone is
 * signed in: signing out drops the cached answer, and a page still drawn for that moment would ask
 * again without a session (a 401 seen in a journey).
 */
export function useStanding() {
  const { user } = useSession();
  return useQuery({
    ...standingQuery,
    enabled: Boolean(user),
    refetchInterval: BAN_POLL_INTERVAL_MS,
    refetchOnWindowFocus: true,
    retry: false,
  });
}

/**
 * Whether the signed-in member is known to be free of a ban, as last read by the standing gate
 * (which fetches it): until then, and while a ban lasts, the member's own tools (the top bar's, the
 * live stream) stay closed, since the server would refuse every call they make.
 */
export function useKnownNotBanned() {
  const standing = useQuery({ ...standingQuery, enabled: false }).data;
  return standing !== undefined && !standing.ban;
}

export function useAcknowledgeWarning() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (warningId: string) =>
      apiRequest(`/account/warnings/${encodeURIComponent(warningId)}/acknowledge`, { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: STANDING_QUERY_KEY }),
  });
}

/** Sends the member's one appeal of their current ban; the page then shows it as waiting. */
export function useSendAppeal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AppealInput) => apiRequest('/account/appeal', { method: 'POST', json: input }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: STANDING_QUERY_KEY }),
  });
}
