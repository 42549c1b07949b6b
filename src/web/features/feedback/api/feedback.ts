import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FEEDBACK_STATUSES } from '#shared/constants';
import type {
  feedbackCreatedSchema,
  feedbackListSchema,
  myFeedbackListSchema,
  FeedbackInput,
  FeedbackListQuery,
} from '#shared/schemas/feedback';
import { type Answer, apiRequest, apiUpload } from '#web/lib/api-client';
import { ADMIN_KEY } from '#web/lib/query-keys';

const MY_FEEDBACK_KEY = ['feedback', 'mine'] as const;
const QUEUE_KEY = [...ADMIN_KEY, 'feedback'] as const;
const id = encodeURIComponent;

export function useMyFeedback() {
  return useQuery({
    queryKey: MY_FEEDBACK_KEY,
    queryFn: () => apiRequest<Answer<typeof myFeedbackListSchema>>('/feedback/mine'),
  });
}

export type FeedbackSubmission = { input: FeedbackInput; screenshot: File | null };

/** Sends the form and its screenshot in one request, telling how much of it has gone (0 to 1). */
export function useSubmitFeedback(onProgress: (fraction: number) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, screenshot }: FeedbackSubmission) => {
      const form = new FormData();
      for (const [name, value] of Object.entries(input)) if (value !== undefined) form.append(name, value);
      if (screenshot) form.append('screenshot', screenshot);
      return apiUpload<Answer<typeof feedbackCreatedSchema>>('/feedback', form, onProgress);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MY_FEEDBACK_KEY }),
  });
}

export function useFeedbackQueue(filters: FeedbackListQuery) {
  const query = new URLSearchParams();
  if (filters.type) query.set('type', filters.type);
  if (filters.status) query.set('status', filters.status);
  const search = query.toString();
  return useQuery({
    queryKey: [...QUEUE_KEY, filters],
    queryFn: () =>
      apiRequest<Answer<typeof feedbackListSchema>>(`/admin/feedback${search ? `?${search}` : ''}`),
    placeholderData: keepPreviousData,
  });
}

export function useSetFeedbackStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      feedbackId,
      status,
    }: {
      feedbackId: string;
      status: (typeof FEEDBACK_STATUSES)[number];
    }) => apiRequest(`/admin/feedback/${id(feedbackId)}`, { method: 'PATCH', json: { status } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_KEY }),
  });
}

export function useDeleteFeedback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (feedbackId: string) => apiRequest(`/admin/feedback/${id(feedbackId)}`, { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_KEY }),
  });
}
