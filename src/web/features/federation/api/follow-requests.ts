import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FollowRequestList } from '#shared/schemas/federation';
import { apiRequest } from '#web/lib/api-client';

const FOLLOW_REQUESTS_KEY = ['federation', 'follow-requests'] as const;

/** The follows from other servers waiting for the member, newest first. */
export function useFollowRequests() {
  return useQuery({
    queryKey: FOLLOW_REQUESTS_KEY,
    queryFn: () => apiRequest<FollowRequestList>('/federation/follow-requests'),
  });
}

/**
 * Accepts or declines one waiting follow. The answered one leaves the list at once; the list is read
 * again after, for the next ones past the first hundred.
 */
export function useAnswerFollowRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, accept }: { id: string; accept: boolean }) =>
      accept
        ? apiRequest(`/federation/follow-requests/${id}/accept`, { method: 'POST' })
        : apiRequest(`/federation/follow-requests/${id}`, { method: 'DELETE' }),
    onSuccess: (_answer, { id }) =>
      queryClient.setQueryData<FollowRequestList>(
        FOLLOW_REQUESTS_KEY,
        (list) => list && { items: list.items.filter((item) => item.id !== id) },
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: FOLLOW_REQUESTS_KEY }),
  });
}
