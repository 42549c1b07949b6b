import { useQuery } from '@tanstack/react-query';
import type { SERVICE_REQUEST_STATUSES } from '@shared/constants';
import {
  pendingCountSchema,
  serviceRequestListSchema,
  type ServiceRequestInput,
} from '@shared/schemas/service-requests';
import { apiRequest } from '../../../lib/api-client';

export const SERVICE_REQUESTS_KEY = ['service-requests'] as const;
export const PENDING_REQUESTS_KEY = ['service-requests', 'pending-count'] as const;

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
      return apiRequest(`/service-requests?${params.toString()}`, serviceRequestListSchema);
    },
  });
}

/** The top bar's badge: incoming requests still pending. */
export function usePendingRequestCount(enabled: boolean) {
  return useQuery({
    queryKey: PENDING_REQUESTS_KEY,
    queryFn: () => apiRequest('/service-requests/pending-count', pendingCountSchema),
    enabled,
  });
}

export const sendServiceRequest = (serviceId: string, input: ServiceRequestInput) =>
  apiRequest(`/services/${encodeURIComponent(serviceId)}/requests`, null, { method: 'POST', json: input });

export const setRequestStatus = (requestId: string, status: RequestStatus) =>
  apiRequest(`/service-requests/${encodeURIComponent(requestId)}/status`, null, {
    method: 'PUT',
    json: { status },
  });
