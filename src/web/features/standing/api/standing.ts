import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { BAN_POLL_INTERVAL_MS } from '@shared/constants';
import { standingResponseSchema } from '@shared/schemas/standing';
import { apiRequest } from '../../../lib/api-client';

export const STANDING_QUERY_KEY = ['standing'] as const;

/** The signed-in user's ban and warnings, re-checked every 10 seconds. */
export function useStanding(enabled: boolean) {
  return useQuery({
    queryKey: STANDING_QUERY_KEY,
    queryFn: () => apiRequest('/account/standing', standingResponseSchema),
    enabled,
    refetchInterval: BAN_POLL_INTERVAL_MS,
    refetchOnWindowFocus: true,
    retry: false,
  });
}

export function useAcknowledgeWarning() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (warningId: string) =>
      apiRequest(`/account/warnings/${encodeURIComponent(warningId)}/acknowledge`, null, { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: STANDING_QUERY_KEY }),
  });
}
