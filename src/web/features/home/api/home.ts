import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { feedPageSchema, homeOverviewSchema } from '#shared/schemas/home';
import { type Answer, apiRequest } from '#web/lib/api-client';

/** A member's home: following someone, or publishing, changes it. */
export const HOME_KEY = ['home'] as const;

export const homeOverviewQuery = queryOptions({
  queryKey: [...HOME_KEY, 'overview'],
  queryFn: () => apiRequest<Answer<typeof homeOverviewSchema>>('/home'),
});

export const followingFeedQuery = infiniteQueryOptions({
  queryKey: [...HOME_KEY, 'feed'],
  queryFn: ({ pageParam }) =>
    apiRequest<Answer<typeof feedPageSchema>>(
      pageParam ? `/home/feed?cursor=${encodeURIComponent(pageParam)}` : '/home/feed',
    ),
  initialPageParam: null as string | null,
  getNextPageParam: (page) => page.nextCursor,
});
