import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { commentListSchema } from '#shared/schemas/comments';
import { type Answer, apiRequest } from '#web/lib/api-client';
import { useIdempotencyKey } from '#web/lib/use-idempotency-key';

export const commentsKey = (projectId: string) => ['comments', projectId] as const;

export const commentsQuery = (projectId: string) =>
  queryOptions({
    queryKey: commentsKey(projectId),
    queryFn: () => apiRequest<Answer<typeof commentListSchema>>(`/projects/${projectId}/comments`),
  });

export const useComments = (projectId: string) => useQuery(commentsQuery(projectId));

// Every change to a comment refreshes the project's list (other readers get it live, see use-live-events).
function useCommentWrite<Input>(projectId: string, write: (input: Input) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: commentsKey(projectId) }),
  });
}

export function usePostComment(projectId: string) {
  const idempotency = useIdempotencyKey();
  return useCommentWrite(projectId, async (content: string) => {
    await apiRequest(`/projects/${projectId}/comments`, {
      method: 'POST',
      json: { content },
      headers: idempotency.headersFor({ projectId, content }),
    });
    idempotency.stored();
  });
}

export const useEditComment = (projectId: string) =>
  useCommentWrite(projectId, ({ commentId, content }: { commentId: string; content: string }) =>
    apiRequest(`/comments/${commentId}`, { method: 'PUT', json: { content } }),
  );

export const useDeleteComment = (projectId: string) =>
  useCommentWrite(projectId, (commentId: string) =>
    apiRequest(`/comments/${commentId}`, { method: 'DELETE' }),
  );
