import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type {
  collectionListSchema,
  collectionPageSchema,
  projectSavesSchema,
  publicCollectionListSchema,
} from '#shared/schemas/collections';
import { type Answer, apiRequest } from '#web/lib/api-client';

/** Everything this feature reads sits under one root, so a write can refresh what it changed. */
export const COLLECTIONS_KEY = ['collections'] as const;
export const ownCollectionsKey = [...COLLECTIONS_KEY, 'own'] as const;
export const collectionPageKey = (collectionId: string) =>
  [...COLLECTIONS_KEY, 'page', collectionId] as const;
export const projectSavesKey = (projectId: string) => [...COLLECTIONS_KEY, 'saves', projectId] as const;
export const profileCollectionsKey = (handle: string) =>
  [...COLLECTIONS_KEY, 'profile', handle.toLowerCase()] as const;

/** The member's collections: Saved first, then theirs in their order. */
export const ownCollectionsQuery = queryOptions({
  queryKey: ownCollectionsKey,
  queryFn: () => apiRequest<Answer<typeof collectionListSchema>>('/collections'),
});

export const useOwnCollections = ({ enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...ownCollectionsQuery, enabled });

// A missing collection stays missing: neither retried nor asked again when a server-rendered 404 hydrates.
export const collectionPageQuery = (collectionId: string) =>
  infiniteQueryOptions({
    queryKey: collectionPageKey(collectionId),
    queryFn: ({ pageParam }) =>
      apiRequest<Answer<typeof collectionPageSchema>>(
        `/collections/${encodeURIComponent(collectionId)}${pageParam ? `?cursor=${encodeURIComponent(pageParam)}` : ''}`,
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    retry: false,
    retryOnMount: false,
  });

export const useCollectionPage = (collectionId: string) =>
  useInfiniteQuery(collectionPageQuery(collectionId));

/**
 * Where the member keeps a project. Read only when `enabled` (the project's page, an open save
 * dialog); otherwise whatever an earlier read or save left in the cache, so a card's bookmark fills
 * once the project is saved without each card asking the server.
 */
export const projectSavesQuery = (projectId: string) =>
  queryOptions({
    queryKey: projectSavesKey(projectId),
    queryFn: () =>
      apiRequest<Answer<typeof projectSavesSchema>>(`/projects/${encodeURIComponent(projectId)}/saves`),
  });

export const useProjectSaves = (projectId: string, { enabled }: { enabled: boolean }) =>
  useQuery({ ...projectSavesQuery(projectId), enabled });

/** A profile's public collections, for its Collections section. */
export const profileCollectionsQuery = (handle: string) =>
  queryOptions({
    queryKey: profileCollectionsKey(handle),
    queryFn: () =>
      apiRequest<Answer<typeof publicCollectionListSchema>>(
        `/profiles/${encodeURIComponent(handle)}/collections`,
      ),
    retry: false,
  });

export const useProfileCollections = (handle: string) => useQuery(profileCollectionsQuery(handle));
