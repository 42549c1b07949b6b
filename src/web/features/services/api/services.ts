import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import {
  myServicesSchema,
  popularCategoriesSchema,
  savedServiceSchema,
  serviceDetailSchema,
  servicesPageSchema,
  type ServiceInput,
} from '@shared/schemas/services';
import { apiRequest } from '../../../lib/api-client';
import { CONTENT_LIST_KEYS, invalidateContentLists, serviceKey } from '../../../lib/query-keys';

const MY_SERVICES_KEY = ['my-services'] as const;

/** Pages of active services, newest first, for the browse screen. */
export const servicesQuery = (filters: { q: string; category: string }) =>
  infiniteQueryOptions({
    queryKey: [...CONTENT_LIST_KEYS.services, filters],
    queryFn: ({ pageParam }) => {
      const params = new URLSearchParams();
      if (filters.q.trim()) params.set('q', filters.q.trim());
      if (filters.category) params.set('category', filters.category);
      if (pageParam) params.set('cursor', pageParam);
      const query = params.toString();
      return apiRequest(`/services${query ? `?${query}` : ''}`, servicesPageSchema);
    },
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });

export const useServices = (filters: { q: string; category: string }) =>
  useInfiniteQuery(servicesQuery(filters));

export const popularCategoriesQuery = queryOptions({
  queryKey: ['service-categories'],
  queryFn: () => apiRequest('/services/categories', popularCategoriesSchema),
  staleTime: 60_000,
});

export const usePopularCategories = () => useQuery(popularCategoriesQuery);

export const serviceQuery = (serviceId: string) =>
  queryOptions({
    queryKey: serviceKey(serviceId),
    queryFn: () => apiRequest(`/services/${encodeURIComponent(serviceId)}`, serviceDetailSchema),
    retry: false,
    retryOnMount: false,
  });

export const useService = (serviceId: string) => useQuery(serviceQuery(serviceId));

export function useMyServices(enabled: boolean) {
  return useQuery({
    queryKey: MY_SERVICES_KEY,
    queryFn: () => apiRequest('/services/mine', myServicesSchema),
    enabled,
  });
}

/** Publishes a service; it shows in browse, the owner's profile and their list of services from then. */
export function useCreateService() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ServiceInput) =>
      apiRequest('/services', savedServiceSchema, { method: 'POST', json: input }),
    onSuccess: () =>
      Promise.all([
        invalidateContentLists(queryClient),
        queryClient.invalidateQueries({ queryKey: MY_SERVICES_KEY }),
      ]),
  });
}

export function useUpdateService(serviceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ServiceInput) =>
      apiRequest(`/services/${encodeURIComponent(serviceId)}`, savedServiceSchema, {
        method: 'PUT',
        json: input,
      }),
    onSuccess: () =>
      Promise.all([
        invalidateContentLists(queryClient),
        queryClient.invalidateQueries({ queryKey: serviceKey(serviceId) }),
        queryClient.invalidateQueries({ queryKey: MY_SERVICES_KEY }),
      ]),
  });
}

/** The owner deactivates (hides from browse, keeps requests and reviews) or reactivates their service. */
export function useSetServiceActive(serviceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (active: boolean) =>
      apiRequest(`/services/${encodeURIComponent(serviceId)}/active`, null, {
        method: 'PUT',
        json: { active },
      }),
    onSuccess: () =>
      Promise.all([
        invalidateContentLists(queryClient),
        queryClient.invalidateQueries({ queryKey: serviceKey(serviceId) }),
        queryClient.invalidateQueries({ queryKey: MY_SERVICES_KEY }),
      ]),
  });
}

export function useDeleteService() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (serviceId: string) =>
      apiRequest(`/services/${encodeURIComponent(serviceId)}`, null, { method: 'DELETE' }),
    onSuccess: () =>
      Promise.all([
        invalidateContentLists(queryClient),
        queryClient.invalidateQueries({ queryKey: MY_SERVICES_KEY }),
      ]),
  });
}
