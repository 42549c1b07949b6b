import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { reviewListSchema, ReviewInput } from '#shared/schemas/service-reviews';
import { type Answer, apiRequest } from '#web/lib/api-client';
import { useIdempotencyKey } from '#web/lib/use-idempotency-key';
import { SERVICE_REQUESTS_KEY, serviceKey } from '#web/lib/query-keys';

const reviewsKey = (serviceId: string) => ['service-reviews', serviceId] as const;

export const reviewsQuery = (serviceId: string) =>
  queryOptions({
    queryKey: reviewsKey(serviceId),
    queryFn: () =>
      apiRequest<Answer<typeof reviewListSchema>>(`/services/${encodeURIComponent(serviceId)}/reviews`),
  });

export const useReviews = (serviceId: string) => useQuery(reviewsQuery(serviceId));

// A review changes the service's list of reviews and its rating.
const refreshService = (queryClient: QueryClient, serviceId: string) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: reviewsKey(serviceId) }),
    queryClient.invalidateQueries({ queryKey: serviceKey(serviceId) }),
  ]);

/** Rates a completed request's service; the request then names its review. */
export function useCreateReview(serviceId: string) {
  const queryClient = useQueryClient();
  const idempotency = useIdempotencyKey();
  return useMutation({
    mutationFn: ({ requestId, input }: { requestId: string; input: ReviewInput }) =>
      apiRequest(`/service-requests/${encodeURIComponent(requestId)}/review`, {
        method: 'POST',
        json: input,
        headers: idempotency.headersFor({ requestId, input }),
      }),
    onSuccess: () => {
      idempotency.stored();
      return Promise.all([
        refreshService(queryClient, serviceId),
        queryClient.invalidateQueries({ queryKey: SERVICE_REQUESTS_KEY }),
      ]);
    },
  });
}

export function useUpdateReview(serviceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ reviewId, input }: { reviewId: string; input: ReviewInput }) =>
      apiRequest(`/reviews/${encodeURIComponent(reviewId)}`, { method: 'PUT', json: input }),
    onSuccess: () => refreshService(queryClient, serviceId),
  });
}

export function useDeleteReview(serviceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reviewId: string) =>
      apiRequest(`/reviews/${encodeURIComponent(reviewId)}`, { method: 'DELETE' }),
    onSuccess: () => refreshService(queryClient, serviceId),
  });
}
