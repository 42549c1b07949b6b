import { type InfiniteData, useMutation, useQueryClient } from '@tanstack/react-query';
import type { CollectionChange, CollectionPage, CollectionSummary } from '#shared/schemas/collections';
import { apiRequest } from '#web/lib/api-client';
import { COLLECTIONS_KEY, collectionPageKey, ownCollectionsKey, projectSavesKey } from './collections';

const collectionPath = (collectionId: string) => `/collections/${encodeURIComponent(collectionId)}`;

/**
 * Renames a named collection or makes it public or private. What a profile and a page show of it
 * changes too, so everything this feature read is refreshed.
 */
export function useChangeCollection(collectionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: CollectionChange) =>
      apiRequest(collectionPath(collectionId), { method: 'PATCH', json: change }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: COLLECTIONS_KEY }),
  });
}

/** Deletes a named collection: gone from the list at once, and its page forgotten. */
export function useDeleteCollection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (collectionId: string) => apiRequest(collectionPath(collectionId), { method: 'DELETE' }),
    onSuccess: async (_answer, collectionId) => {
      queryClient.setQueryData<CollectionSummary[]>(ownCollectionsKey, (list) =>
        list?.filter((collection) => collection.id !== collectionId),
      );
      queryClient.removeQueries({ queryKey: collectionPageKey(collectionId) });
      await queryClient.invalidateQueries({ queryKey: COLLECTIONS_KEY });
    },
  });
}

/**
 * Puts the named collections in a new order (Saved stays first), at once on screen. The server
 * takes only the whole list: one made from a stale list is refused, and the screen goes back.
 */
export function useReorderCollections() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (order: CollectionSummary[]) =>
      apiRequest('/collections/order', {
        method: 'PUT',
        json: { collectionIds: order.filter((item) => item.name !== null).map((item) => item.id) },
      }),
    onMutate: async (order) => {
      await queryClient.cancelQueries({ queryKey: ownCollectionsKey });
      const previous = queryClient.getQueryData<CollectionSummary[]>(ownCollectionsKey);
      queryClient.setQueryData(ownCollectionsKey, order);
      return { previous };
    },
    onError: (_error, _order, context) => {
      if (context?.previous) queryClient.setQueryData(ownCollectionsKey, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ownCollectionsKey }),
  });
}

/** Takes a project out of a collection from its page: the card goes at once, back if refused. */
export function useRemoveFromCollection(collectionId: string) {
  const queryClient = useQueryClient();
  const key = collectionPageKey(collectionId);
  return useMutation({
    mutationFn: (projectId: string) =>
      apiRequest(`${collectionPath(collectionId)}/items/${encodeURIComponent(projectId)}`, {
        method: 'DELETE',
      }),
    onMutate: async (projectId) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<InfiniteData<CollectionPage>>(key);
      if (previous) {
        queryClient.setQueryData<InfiniteData<CollectionPage>>(key, {
          ...previous,
          pages: previous.pages.map((page) => ({
            ...page,
            itemCount: Math.max(0, page.itemCount - 1),
            items: page.items.filter((item) => item.id !== projectId),
          })),
        });
      }
      return { previous };
    },
    onError: (_error, _projectId, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSettled: (_answer, _error, projectId) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ownCollectionsKey }),
        queryClient.invalidateQueries({ queryKey: projectSavesKey(projectId) }),
        queryClient.invalidateQueries({ queryKey: key }),
      ]),
  });
}
