import { queryOptions, useQuery } from '@tanstack/react-query';
import type { publicProfileSchema } from '#shared/schemas/profiles';
import { type Answer, apiRequest } from '#web/lib/api-client';
import { publicProfileKey } from '#web/lib/query-keys';

// A missing profile stays missing: neither retried nor asked again when a server-rendered 404 hydrates.
export const publicProfileQuery = (handle: string) =>
  queryOptions({
    queryKey: publicProfileKey(handle),
    queryFn: () => apiRequest<Answer<typeof publicProfileSchema>>(`/profiles/${encodeURIComponent(handle)}`),
    retry: false,
    retryOnMount: false,
  });

export const usePublicProfile = (handle: string) => useQuery(publicProfileQuery(handle));
