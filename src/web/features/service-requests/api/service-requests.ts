import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SERVICE_REQUEST_STATUSES } from '#shared/constants';
import type { requestNewsCountSchema } from '#shared/schemas/request-workspace';
import type { serviceRequestListSchema, ServiceRequestInput } from '#shared/schemas/service-requests';
import type { savedServiceSchema } from '#shared/schemas/services';
import { type Answer, apiRequest } from '#web/lib/api-client';
import { useIdempotencyKey } from '#web/lib/use-idempotency-key';
import { SERVICE_REQUESTS_KEY } from '#web/lib/query-keys';

// Under SERVICE_REQUESTS_KEY, so the live 'requests' event and every write refresh it.
export const REQUEST_NEWS_KEY = [...SERVICE_REQUESTS_KEY, 'news-count'] as const;
export const REQUEST_LISTS_KEY = [...SERVICE_REQUESTS_KEY, 'list'] as const;

export type RequestStatus = (typeof SERVICE_REQUEST_STATUSES)[number];

export function useServiceRequests(filters: {
  direction: 'incoming' | 'outgoing';
  status: string;
  service: string;
}) {
  return useQuery({
    queryKey: [...REQUEST_LISTS_KEY, filters],
    queryFn: () => {
      const params = new URLSearchParams({ direction: filters.direction });
      if (filters.status) params.set('status', filters.status);
      if (filters.service) params.set('service', filters.service);
      return apiRequest<Answer<typeof serviceRequestListSchema>>(`/service-requests?${params.toString()}`);
    },
  });
}

/**
 * The top bar's badge: requests with news for the member (a message, a quote, a delivery, or an
 * incoming request not yet opened; docs/decisions/0051).
 */
export function useRequestNewsCount() {
  return useQuery({
    queryKey: REQUEST_NEWS_KEY,
    queryFn: () => apiRequest<Answer<typeof requestNewsCountSchema>>('/service-requests/news-count'),
  });
}

/**
 * Sends a request for a service; it shows in the requester's outgoing list from then. Answers the new
 * request's id, the address of its workspace.
 */
export function useSendServiceRequest(serviceId: string) {
  const queryClient = useQueryClient();
  const idempotency = useIdempotencyKey();
  return useMutation({
    mutationFn: (input: ServiceRequestInput) =>
      apiRequest<Answer<typeof savedServiceSchema>>(`/services/${encodeURIComponent(serviceId)}/requests`, {
        method: 'POST',
        json: input,
        headers: idempotency.headersFor(input),
      }),
    onSuccess: () => {
      idempotency.stored();
      return queryClient.invalidateQueries({ queryKey: SERVICE_REQUESTS_KEY });
    },
  });
}

/** The seller moves a request on; both sides' lists, its workspace and the news count follow. */
export function useSetRequestStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ requestId, status }: { requestId: string; status: RequestStatus }) =>
      apiRequest(`/service-requests/${encodeURIComponent(requestId)}/status`, {
        method: 'PUT',
        json: { status },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SERVICE_REQUESTS_KEY }),
  });
}
