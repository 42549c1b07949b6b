import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { explorePageSchema, peoplePageSchema } from '#shared/schemas/search';
import { type Answer, apiRequest } from '#web/lib/api-client';
import { CONTENT_LIST_KEYS } from '#web/lib/query-keys';

type Filters = Record<string, string | boolean>;

function queryString(filters: Filters, cursor: string | null) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (value === true) params.set(key, 'true');
    else if (typeof value === 'string' && value.trim()) params.set(key, value.trim());
  }
  if (cursor) params.set('cursor', cursor);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** Pages of projects for Explore, the next page fetched on demand. */
export const exploreQuery = (filters: { q: string; stack: string; hireable: boolean }) =>
  infiniteQueryOptions({
    queryKey: [...CONTENT_LIST_KEYS.explore, filters],
    queryFn: ({ pageParam }) =>
      apiRequest<Answer<typeof explorePageSchema>>(`/explore${queryString(filters, pageParam)}`),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });

export const useExplore = (filters: { q: string; stack: string; hireable: boolean }) =>
  useInfiniteQuery(exploreQuery(filters));

export const peopleQuery = (filters: { q: string; hireable: boolean }) =>
  infiniteQueryOptions({
    queryKey: [...CONTENT_LIST_KEYS.people, filters],
    queryFn: ({ pageParam }) =>
      apiRequest<Answer<typeof peoplePageSchema>>(`/people${queryString(filters, pageParam)}`),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });

export const usePeople = (filters: { q: string; hireable: boolean }) =>
  useInfiniteQuery(peopleQuery(filters));
