import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { explorePageSchema, peoplePageSchema, tagSuggestionsSchema } from '#shared/schemas/search';
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
export type ExploreFilters = { q: string; stack: string; sort: string; hireable: boolean };
export type PeopleFilters = { q: string; skill: string; sort: string; hireable: boolean };

export const exploreQuery = (filters: ExploreFilters) =>
  infiniteQueryOptions({
    queryKey: [...CONTENT_LIST_KEYS.explore, filters],
    queryFn: ({ pageParam }) =>
      apiRequest<Answer<typeof explorePageSchema>>(`/explore${queryString(filters, pageParam)}`),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });

export const useExplore = (filters: ExploreFilters) => useInfiniteQuery(exploreQuery(filters));

export const peopleQuery = (filters: PeopleFilters) =>
  infiniteQueryOptions({
    queryKey: [...CONTENT_LIST_KEYS.people, filters],
    queryFn: ({ pageParam }) =>
      apiRequest<Answer<typeof peoplePageSchema>>(`/people${queryString(filters, pageParam)}`),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });

export const usePeople = (filters: PeopleFilters) => useInfiniteQuery(peopleQuery(filters));

/** The technologies or skills in use that begin with `typed`, most used first (none while it is empty). */
export const tagSuggestionsQuery = (kind: 'stack' | 'skill', typed: string) =>
  queryOptions({
    queryKey: ['tag-suggestions', kind, typed],
    queryFn: () =>
      apiRequest<Answer<typeof tagSuggestionsSchema>>(
        `/tags?${new URLSearchParams({ kind, q: typed }).toString()}`,
      ),
    enabled: typed.trim() !== '',
    staleTime: 60_000,
  });

export const useTagSuggestions = (kind: 'stack' | 'skill', typed: string) =>
  useQuery(tagSuggestionsQuery(kind, typed));
