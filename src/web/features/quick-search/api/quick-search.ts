import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { quickSearchSchema } from '#shared/schemas/search';
import { type Answer, apiRequest } from '#web/lib/api-client';

/** The top bar's suggestions for what is typed (none while it is empty). */
export const quickSearchQuery = (typed: string) =>
  queryOptions({
    queryKey: ['quick-search', typed],
    queryFn: () =>
      apiRequest<Answer<typeof quickSearchSchema>>(
        `/quick-search?${new URLSearchParams({ q: typed }).toString()}`,
      ),
    enabled: typed !== '',
    staleTime: 15_000,
    // The last suggestions stay on show while the next ones load, so the list does not flicker.
    placeholderData: keepPreviousData,
  });

export const useQuickSearch = (typed: string) => useQuery(quickSearchQuery(typed));
