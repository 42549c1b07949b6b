import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  coverUploadSchema,
  editableProjectSchema,
  likeStateSchema,
  projectDetailSchema,
  savedProjectSchema,
  type ProjectDetail,
  type ProjectInput,
} from '@shared/schemas/projects';
import { apiRequest } from '../../../lib/api-client';

export const projectKey = (handle: string, slug: string) => ['project', handle.toLowerCase(), slug] as const;

export function useProject(handle: string, slug: string) {
  return useQuery({
    queryKey: projectKey(handle, slug),
    queryFn: () =>
      apiRequest(
        `/profiles/${encodeURIComponent(handle)}/projects/${encodeURIComponent(slug)}`,
        projectDetailSchema,
      ),
    retry: false,
  });
}

export function useEditableProject(projectId: string) {
  return useQuery({
    queryKey: ['project-edit', projectId],
    queryFn: () => apiRequest(`/projects/${encodeURIComponent(projectId)}`, editableProjectSchema),
    retry: false,
  });
}

export async function uploadCover(file: File) {
  const form = new FormData();
  form.append('file', file);
  return (await apiRequest('/projects/cover', coverUploadSchema, { method: 'POST', body: form })).coverUrl;
}

export const createProject = (input: ProjectInput) =>
  apiRequest('/projects', savedProjectSchema, { method: 'POST', json: input });

export const updateProject = (projectId: string, input: ProjectInput) =>
  apiRequest(`/projects/${encodeURIComponent(projectId)}`, savedProjectSchema, {
    method: 'PUT',
    json: input,
  });

export const deleteProject = (projectId: string) =>
  apiRequest(`/projects/${encodeURIComponent(projectId)}`, null, { method: 'DELETE' });

/** Likes or unlikes at once on screen; rolled back if the server refuses. */
export function useLike(project: ProjectDetail) {
  const queryClient = useQueryClient();
  const key = projectKey(project.owner.handle, project.slug);
  return async (liked: boolean) => {
    const previous = queryClient.getQueryData<ProjectDetail>(key);
    if (previous) {
      queryClient.setQueryData<ProjectDetail>(key, {
        ...previous,
        likedByMe: liked,
        likeCount: Math.max(0, previous.likeCount + (liked ? 1 : -1)),
      });
    }
    try {
      const state = await apiRequest(`/projects/${project.id}/like`, likeStateSchema, {
        method: liked ? 'PUT' : 'DELETE',
      });
      queryClient.setQueryData<ProjectDetail>(
        key,
        (current) => current && { ...current, likedByMe: state.liked, likeCount: state.likeCount },
      );
    } catch (error) {
      if (previous) queryClient.setQueryData(key, previous);
      throw error;
    }
  };
}
