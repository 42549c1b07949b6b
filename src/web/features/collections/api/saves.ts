import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { CollectionInput, ProjectSaves } from '#shared/schemas/collections';
import { apiRequest } from '#web/lib/api-client';
import { collectionPageKey, ownCollectionsKey, projectSavesKey } from './collections';

/** The saves of a project with one collection added or taken away; the count is of members. */
function withSave(saves: ProjectSaves, collectionId: string, saved: boolean): ProjectSaves {
  const others = saves.collectionIds.filter((id) => id !== collectionId);
  const collectionIds = saved ? [...others, collectionId] : others;
  const wasSaved = saves.collectionIds.length > 0;
  const isSaved = collectionIds.length > 0;
  const saveCount = Math.max(0, saves.saveCount + Number(isSaved) - Number(wasSaved));
  return { collectionIds, saveCount };
}

/** What a save or an unsave changes besides the project's own saves: counts, covers, the page. */
const refreshAround = (queryClient: QueryClient, projectId: string, collectionId: string) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: projectSavesKey(projectId) }),
    queryClient.invalidateQueries({ queryKey: ownCollectionsKey }),
    queryClient.invalidateQueries({ queryKey: collectionPageKey(collectionId) }),
  ]);

/**
 * Puts a project into one of the member's collections or takes it out, at once on screen; rolled
 * back if the server refuses (the caller says so in a toast).
 */
export function useToggleSave(projectId: string) {
  const queryClient = useQueryClient();
  const key = projectSavesKey(projectId);
  return useMutation({
    mutationFn: ({ collectionId, saved }: { collectionId: string; saved: boolean }) =>
      apiRequest(`/collections/${encodeURIComponent(collectionId)}/items/${encodeURIComponent(projectId)}`, {
        method: saved ? 'PUT' : 'DELETE',
      }),
    onMutate: async ({ collectionId, saved }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<ProjectSaves>(key);
      queryClient.setQueryData<ProjectSaves>(
        key,
        withSave(previous ?? { collectionIds: [], saveCount: 0 }, collectionId, saved),
      );
      return { previous };
    },
    onError: (_error, _change, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
      else queryClient.removeQueries({ queryKey: key, exact: true });
    },
    onSettled: (_answer, _error, { collectionId }) => refreshAround(queryClient, projectId, collectionId),
  });
}

/**
 * Makes a named collection, with a project in it at once when one is given (the save dialog's
 * 'New collection'): one request, so the collection never exists without what it was made for.
 */
export function useCreateCollection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CollectionInput) =>
      apiRequest<{ id: string }>('/collections', { method: 'POST', json: input }),
    onSuccess: async ({ id }, { projectId }) => {
      if (projectId) {
        queryClient.setQueryData<ProjectSaves>(projectSavesKey(projectId), (saves) =>
          withSave(saves ?? { collectionIds: [], saveCount: 0 }, id, true),
        );
        await queryClient.invalidateQueries({ queryKey: projectSavesKey(projectId) });
      }
      await queryClient.invalidateQueries({ queryKey: ownCollectionsKey });
    },
  });
}
