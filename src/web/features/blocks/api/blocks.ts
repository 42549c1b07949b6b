import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { blockListSchema } from '#shared/schemas/blocks';
import { type Answer, apiRequest } from '#web/lib/api-client';
import { MESSAGES_KEY, publicProfileKey } from '#web/lib/query-keys';

export const BLOCKS_KEY = ['blocks'] as const;

export function useBlockedMembers() {
  return useQuery({
    queryKey: BLOCKS_KEY,
    queryFn: () => apiRequest<Answer<typeof blockListSchema>>('/blocks'),
  });
}

/**
 * Blocks (true) or unblocks (false) the member behind a handle. Their profile (its follow and block
 * state), the blocked list and messaging (conversations across a block are hidden) refresh.
 */
export function useSetBlocked(handle: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (blocked: boolean) =>
      apiRequest(`/blocks/${encodeURIComponent(handle)}`, { method: blocked ? 'PUT' : 'DELETE' }),
    onSuccess: () =>
      Promise.all(
        [publicProfileKey(handle), BLOCKS_KEY, MESSAGES_KEY].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
