import { useQuery } from '@tanstack/react-query';
import { publicProfileSchema } from '@shared/schemas/profiles';
import { apiRequest } from '../../../lib/api-client';
import { publicProfileKey } from '../../../lib/query-keys';

export function usePublicProfile(handle: string) {
  return useQuery({
    queryKey: publicProfileKey(handle),
    queryFn: () => apiRequest(`/profiles/${encodeURIComponent(handle)}`, publicProfileSchema),
    retry: false,
  });
}
