import { queryOptions, useQuery } from '@tanstack/react-query';
import type { statsResponseSchema } from '#shared/schemas/stats';
import { type Answer, apiRequest } from '#web/lib/api-client';
import { CONTENT_LIST_KEYS } from '#web/lib/query-keys';

export const getStats = () => apiRequest<Answer<typeof statsResponseSchema>>('/stats');

/** The landing page's counters and latest lists. */
export const statsQuery = queryOptions({
  queryKey: CONTENT_LIST_KEYS.stats,
  queryFn: getStats,
  staleTime: 30_000,
});

export const useStats = () => useQuery(statsQuery);
