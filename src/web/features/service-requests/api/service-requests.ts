import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SERVICE_REQUEST_STATUSES } from '#shared/constants';
import type {
  pendingCountSchema,
  serviceRequestListSchema,
  ServiceRequestInput,
} from '#shared/schemas/service-requests';
import { type Answer, apiRequest } from '#web/lib/api-client';
import { SERVICE_REQUESTS_KEY } from '#web/lib/query-keys';

const PENDING_REQUESTS_KEY = ['service-requests', 'pending-count'] as const;

export type RequestStatus = (typeof SERVICE_REQUEST_STATUSES)[number];

export function useServiceRequests(filters: {
  direction: 'incoming' | 'outgoing';
  status: string;
  service: string;
}) {
  return useQuery({
    queryKey: [...SERVICE_REQUESTS_KEY, 'list', filters],
    queryFn: () => {
      const params = new URLSearchParams({ direction: filters.direction });
      if (filters.status) params.set('status', filters.status);
      if (filters.service) params.set('service', filters.service);
      return apiRequest<Answer<typeof serviceRequestListSchema>>(`/service-requests?${params.toString()}`);
    },
  });
}

/** The top bar's badge: incoming requests still pending. */
export function usePendingRequestCount(enabled: boolean) {
  return useQuery({
    queryKey: PENDING_REQUESTS_KEY,
    queryFn: () => apiRequest<Answer<typeof pendingCountSchema>>('/service-requests/pending-count'),
    enabled,
  });
}

/** Sends a request for a service; it shows in the requester's outgoing list from then. */
export function useSendServiceRequest(serviceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ServiceRequestInput) =>
      apiRequest(`/services/${encodeURIComponent(serviceId)}/requests`, {
        method: 'POST',
        json: input,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SERVICE_REQUESTS_KEY }),
  });
}

/** The seller moves a request on; both sides' lists and the pending count follow. */
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
