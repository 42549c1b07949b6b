import { useQuery, useQueryClient } from '@tanstack/react-query';
import { followStateSchema } from '@shared/schemas/follows';
import { publicProfileSchema, type PublicProfile } from '@shared/schemas/profiles';
import { apiRequest } from '../../../lib/api-client';
import { CONTENT_LIST_KEYS } from '../../../lib/query-keys';

export const publicProfileKey = (handle: string) =>
  [...CONTENT_LIST_KEYS.profile, handle.toLowerCase()] as const;

export function usePublicProfile(handle: string) {
  return useQuery({
    queryKey: publicProfileKey(handle),
    queryFn: () => apiRequest(`/profiles/${encodeURIComponent(handle)}`, publicProfileSchema),
    retry: false,
  });
}

/** Follows or unfollows; the page shows the change at once and the server's count when it answers. */
export function useFollow(handle: string) {
  const queryClient = useQueryClient();
  const key = publicProfileKey(handle);
  return async (following: boolean) => {
    const previous = queryClient.getQueryData<PublicProfile>(key);
    if (previous) {
      queryClient.setQueryData<PublicProfile>(key, {
        ...previous,
        isFollowing: following,
        followerCount: Math.max(0, previous.followerCount + (following ? 1 : -1)),
      });
    }
    try {
      const state = await apiRequest(`/profiles/${encodeURIComponent(handle)}/follow`, followStateSchema, {
        method: following ? 'PUT' : 'DELETE',
      });
      queryClient.setQueryData<PublicProfile>(
        key,
        (profile) =>
          profile && { ...profile, isFollowing: state.following, followerCount: state.followerCount },
      );
    } catch (error) {
      if (previous) queryClient.setQueryData(key, previous);
      throw error;
    }
  };
}
