import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Insights } from '#shared/schemas/insights';
import { apiRequest } from '#web/lib/api-client';

export type InsightPeriod = '7' | '30' | '90';

const insightsKey = (days: InsightPeriod) => ['insights', days] as const;

/** The member's insights over the period; counted anew at most every ten seconds, so kept that long. */
export const insightsQuery = (days: InsightPeriod) =>
  queryOptions({
    queryKey: insightsKey(days),
    queryFn: () => apiRequest<Insights>(`/insights?days=${days}`),
    staleTime: 10_000,
  });

export const useInsights = (days: InsightPeriod) => useQuery(insightsQuery(days));

/** Where the days download from, as CSV. */
export const insightsCsvPath = (days: InsightPeriod) => `/api/insights/export.csv?days=${days}`;
