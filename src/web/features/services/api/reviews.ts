import { useQuery } from '@tanstack/react-query';
import { reviewListSchema, type ReviewInput } from '@shared/schemas/service-reviews';
import { apiRequest } from '../../../lib/api-client';

export const reviewsKey = (serviceId: string) => ['service-reviews', serviceId] as const;

export function useReviews(serviceId: string) {
  return useQuery({
    queryKey: reviewsKey(serviceId),
    queryFn: () => apiRequest(`/services/${encodeURIComponent(serviceId)}/reviews`, reviewListSchema),
  });
}

export const createReview = (requestId: string, input: ReviewInput) =>
  apiRequest(`/service-requests/${encodeURIComponent(requestId)}/review`, null, {
    method: 'POST',
    json: input,
  });

export const updateReview = (reviewId: string, input: ReviewInput) =>
  apiRequest(`/reviews/${encodeURIComponent(reviewId)}`, null, { method: 'PUT', json: input });

export const deleteReview = (reviewId: string) =>
  apiRequest(`/reviews/${encodeURIComponent(reviewId)}`, null, { method: 'DELETE' });
