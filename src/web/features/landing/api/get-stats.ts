import { useQuery } from '@tanstack/react-query';
import { statsResponseSchema } from '@shared/schemas/stats';
import { apiRequest } from '../../../lib/api-client';

export const getStats = () => apiRequest('/stats', statsResponseSchema);

/** The landing page's counters and latest lists. */
export function useStats() {
  return useQuery({ queryKey: ['stats'], queryFn: getStats, staleTime: 30_000 });
}
