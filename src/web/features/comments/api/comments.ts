import { useQuery } from '@tanstack/react-query';
import { commentListSchema } from '@shared/schemas/comments';
import { apiRequest } from '../../../lib/api-client';

export const commentsKey = (projectId: string) => ['comments', projectId] as const;

export function useComments(projectId: string) {
  return useQuery({
    queryKey: commentsKey(projectId),
    queryFn: () => apiRequest(`/projects/${projectId}/comments`, commentListSchema),
  });
}

export const postComment = (projectId: string, content: string) =>
  apiRequest(`/projects/${projectId}/comments`, null, { method: 'POST', json: { content } });

export const editComment = (commentId: string, content: string) =>
  apiRequest(`/comments/${commentId}`, null, { method: 'PUT', json: { content } });

export const deleteComment = (commentId: string) =>
  apiRequest(`/comments/${commentId}`, null, { method: 'DELETE' });
