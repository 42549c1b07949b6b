import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { followStateSchema } from '#shared/schemas/follows';
import type { PublicProfile } from '#shared/schemas/profiles';
import { type Answer, apiRequest } from '#web/lib/api-client';
import { publicProfileKey } from '#web/lib/query-keys';

/** Follows or unfollows; the profile shows the change at once and the server's count when it answers. */
export function useFollow(handle: string) {
  const queryClient = useQueryClient();
  const key = publicProfileKey(handle);
  return useMutation({
    mutationFn: (following: boolean) =>
      apiRequest<Answer<typeof followStateSchema>>(`/profiles/${encodeURIComponent(handle)}/follow`, {
        method: following ? 'PUT' : 'DELETE',
      }),
    onMutate: async (following) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<PublicProfile>(key);
      if (previous) {
        queryClient.setQueryData<PublicProfile>(key, {
          ...previous,
          isFollowing: following,
          followerCount: Math.max(0, previous.followerCount + (following ? 1 : -1)),
        });
      }
      return { previous };
    },
    onSuccess: (state) =>
      queryClient.setQueryData<PublicProfile>(
        key,
        (profile) =>
          profile && { ...profile, isFollowing: state.following, followerCount: state.followerCount },
      ),
    onError: (_error, _following, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
  });
}
