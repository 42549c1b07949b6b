import { queryOptions, useQuery } from '@tanstack/react-query';
import { statsResponseSchema } from '@shared/schemas/stats';
import { apiRequest } from '../../../lib/api-client';
import { CONTENT_LIST_KEYS } from '../../../lib/query-keys';

export const getStats = () => apiRequest('/stats', statsResponseSchema);

/** The landing page's counters and latest lists. */
export const statsQuery = queryOptions({
  queryKey: CONTENT_LIST_KEYS.stats,
  queryFn: getStats,
  staleTime: 30_000,
});

export const useStats = () => useQuery(statsQuery);
