import { queryOptions, useIsMutating, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  coverUploadSchema,
  editableProjectSchema,
  likeStateSchema,
  projectDetailSchema,
  savedProjectSchema,
  ProjectDetail,
  ProjectInput,
} from '#shared/schemas/projects';
import type { ProjectLicence } from '#shared/constants';
import type { imageUploadSchema } from '#shared/schemas/project-blocks';
import { type Answer, apiRequest, apiUpload } from '#web/lib/api-client';
import { useIdempotencyKey } from '#web/lib/use-idempotency-key';
import { invalidateContentLists, PROJECT_PAGES_KEY, projectKey } from '#web/lib/query-keys';
import { DRAFT_LIST_KEY } from '#web/lib/drafts';

/** What the project form publishes: its values, and the draft they were typed in (deleted with it). */
type Publishing = { input: ProjectInput; draftId?: string };
const fromDraft = (draftId: string | undefined) => (draftId ? `?draftId=${encodeURIComponent(draftId)}` : '');

const editableKey = (projectId: string) => ['project-edit', projectId] as const;

export const projectQuery = (handle: string, slug: string) =>
  queryOptions({
    queryKey: projectKey(handle, slug),
    queryFn: () =>
      apiRequest<Answer<typeof projectDetailSchema>>(
        `/profiles/${encodeURIComponent(handle)}/projects/${encodeURIComponent(slug)}`,
      ),
    retry: false,
    retryOnMount: false,
  });

export const useProject = (handle: string, slug: string) => useQuery(projectQuery(handle, slug));

export function useEditableProject(projectId: string) {
  return useQuery({
    queryKey: editableKey(projectId),
    queryFn: () =>
      apiRequest<Answer<typeof editableProjectSchema>>(`/projects/${encodeURIComponent(projectId)}`),
    retry: false,
  });
}

const COVER_UPLOAD_KEY = ['project-cover'] as const;

/** True while a cover is being uploaded: the form waits for it before saving. */
export const useCoverUploading = () => useIsMutating({ mutationKey: COVER_UPLOAD_KEY }) > 0;

/** Uploads a cover as soon as it is chosen, so the form previews it as stored; answers its URL. */
export function useUploadCover() {
  return useMutation({
    mutationKey: COVER_UPLOAD_KEY,
    // The licence the form shows goes into the image's copies with its creator's credit.
    mutationFn: async ({ file, licence }: { file: File; licence: ProjectLicence }) => {
      const form = new FormData();
      form.append('file', file);
      return (
        await apiRequest<Answer<typeof coverUploadSchema>>(`/projects/cover?licence=${licence}`, {
          method: 'POST',
          body: form,
        })
      ).coverUrl;
    },
  });
}

/** Publishes a project; it shows in every list of public content from then. */
export function useCreateProject() {
  const queryClient = useQueryClient();
  const idempotency = useIdempotencyKey();
  return useMutation({
    mutationFn: ({ input, draftId }: Publishing) =>
      apiRequest<Answer<typeof savedProjectSchema>>(`/projects${fromDraft(draftId)}`, {
        method: 'POST',
        json: input,
        headers: idempotency.headersFor(input),
      }),
    onSuccess: () => {
      idempotency.stored();
      return Promise.all([
        invalidateContentLists(queryClient),
        queryClient.invalidateQueries({ queryKey: DRAFT_LIST_KEY }),
      ]);
    },
  });
}

export function useUpdateProject(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, draftId }: Publishing) =>
      apiRequest<Answer<typeof savedProjectSchema>>(
        `/projects/${encodeURIComponent(projectId)}${fromDraft(draftId)}`,
        { method: 'PUT', json: input },
      ),
    onSuccess: (saved) =>
      Promise.all([
        invalidateContentLists(queryClient),
        queryClient.invalidateQueries({ queryKey: DRAFT_LIST_KEY }),
        queryClient.invalidateQueries({ queryKey: editableKey(projectId) }),
        queryClient.invalidateQueries({ queryKey: [...PROJECT_PAGES_KEY, saved.ownerHandle.toLowerCase()] }),
      ]),
  });
}

/** The owner hides their project from everyone else, or shows it again (which lifts a staff hold). */
export function useSetProjectPublished(project: ProjectDetail) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (published: boolean) =>
      apiRequest(`/projects/${encodeURIComponent(project.id)}/published`, {
        method: 'PUT',
        json: { published },
      }),
    onSuccess: () =>
      Promise.all([
        invalidateContentLists(queryClient),
        queryClient.invalidateQueries({ queryKey: projectKey(project.owner.handle, project.slug) }),
      ]),
  });
}

export function useDeleteProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (projectId: string) =>
      apiRequest(`/projects/${encodeURIComponent(projectId)}`, { method: 'DELETE' }),
    onSuccess: () => invalidateContentLists(queryClient),
  });
}

/** Likes or unlikes at once on screen; rolled back if the server refuses. */
export function useLike(project: ProjectDetail) {
  const queryClient = useQueryClient();
  const key = projectKey(project.owner.handle, project.slug);
  return useMutation({
    mutationFn: (liked: boolean) =>
      apiRequest<Answer<typeof likeStateSchema>>(`/projects/${project.id}/like`, {
        method: liked ? 'PUT' : 'DELETE',
      }),
    onMutate: async (liked) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<ProjectDetail>(key);
      if (previous) {
        queryClient.setQueryData<ProjectDetail>(key, {
          ...previous,
          likedByMe: liked,
          likeCount: Math.max(0, previous.likeCount + (liked ? 1 : -1)),
        });
      }
      return { previous };
    },
    onSuccess: (state) =>
      queryClient.setQueryData<ProjectDetail>(
        key,
        (current) => current && { ...current, likedByMe: state.liked, likeCount: state.likeCount },
      ),
    onError: (_error, _liked, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
  });
}

const PROJECT_IMAGE_UPLOAD_KEY = ['project-image'] as const;

/** True while an image of a case study's blocks is being uploaded: the form waits for it before saving. */
export const useProjectImagesUploading = () => useIsMutating({ mutationKey: PROJECT_IMAGE_UPLOAD_KEY }) > 0;

/**
 * Uploads the images of a case study's blocks, each on its own and telling how far it has gone;
 * answers each one's URL and size.
 */
export function useUploadProjectImage() {
  return useMutation({
    mutationKey: PROJECT_IMAGE_UPLOAD_KEY,
    mutationFn: ({
      file,
      licence,
      onProgress,
    }: {
      file: File;
      licence: ProjectLicence;
      onProgress: (fraction: number) => void;
    }) => {
      const form = new FormData();
      form.append('file', file);
      return apiUpload<Answer<typeof imageUploadSchema>>(
        `/projects/images?licence=${licence}`,
        form,
        onProgress,
      );
    },
  });
}
