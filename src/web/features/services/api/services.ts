import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useIsMutating,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type {
  myServicesSchema,
  popularCategoriesSchema,
  savedServiceSchema,
  serviceDetailSchema,
  serviceImageUploadSchema,
  servicesPageSchema,
  ServiceInput,
} from '#shared/schemas/services';
import { type Answer, apiRequest, apiUpload } from '#web/lib/api-client';
import { useIdempotencyKey } from '#web/lib/use-idempotency-key';
import { CONTENT_LIST_KEYS, invalidateContentLists, serviceKey } from '#web/lib/query-keys';
import { DRAFT_LIST_KEY } from '#web/lib/drafts';

const MY_SERVICES_KEY = ['my-services'] as const;

/** The browse's filters and order as the address and the API name them; an empty one is left out. */
export type ServicesFilters = Record<(typeof SERVICES_FILTER_NAMES)[number], string>;
export const SERVICES_FILTER_NAMES = [
  'q',
  'category',
  'sort',
  'pricingType',
  'minPrice',
  'maxPrice',
  'delivery',
  'minRating',
] as const;

/** Pages of active services for the browse screen, in the order asked for. */
export const servicesQuery = (filters: ServicesFilters) =>
  infiniteQueryOptions({
    queryKey: [...CONTENT_LIST_KEYS.services, filters],
    queryFn: ({ pageParam }) => {
      const params = new URLSearchParams();
      for (const name of SERVICES_FILTER_NAMES) {
        const value = filters[name].trim();
        if (value) params.set(name, value);
      }
      if (pageParam) params.set('cursor', pageParam);
      const query = params.toString();
      return apiRequest<Answer<typeof servicesPageSchema>>(`/services${query ? `?${query}` : ''}`);
    },
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });

export const useServices = (filters: ServicesFilters) => useInfiniteQuery(servicesQuery(filters));

export const popularCategoriesQuery = queryOptions({
  queryKey: ['service-categories'],
  queryFn: () => apiRequest<Answer<typeof popularCategoriesSchema>>('/services/categories'),
  staleTime: 60_000,
});

export const usePopularCategories = () => useQuery(popularCategoriesQuery);

export const serviceQuery = (serviceId: string) =>
  queryOptions({
    queryKey: serviceKey(serviceId),
    queryFn: () =>
      apiRequest<Answer<typeof serviceDetailSchema>>(`/services/${encodeURIComponent(serviceId)}`),
    retry: false,
    retryOnMount: false,
  });

export const useService = (serviceId: string) => useQuery(serviceQuery(serviceId));

export function useMyServices(enabled: boolean) {
  return useQuery({
    queryKey: MY_SERVICES_KEY,
    queryFn: () => apiRequest<Answer<typeof myServicesSchema>>('/services/mine'),
    enabled,
  });
}

/** Publishes a service; it shows in browse, the owner's profile and their list of services from then. */
/** What the service form publishes: its values, and the draft they were typed in (deleted with it). */
type Publishing = { input: ServiceInput; draftId?: string };
const fromDraft = (draftId: string | undefined) => (draftId ? `?draftId=${encodeURIComponent(draftId)}` : '');

export function useCreateService() {
  const queryClient = useQueryClient();
  const idempotency = useIdempotencyKey();
  return useMutation({
    mutationFn: ({ input, draftId }: Publishing) =>
      apiRequest<Answer<typeof savedServiceSchema>>(`/services${fromDraft(draftId)}`, {
        method: 'POST',
        json: input,
        headers: idempotency.headersFor(input),
      }),
    onSuccess: () => {
      idempotency.stored();
      return Promise.all([
        invalidateContentLists(queryClient),
        queryClient.invalidateQueries({ queryKey: DRAFT_LIST_KEY }),
        queryClient.invalidateQueries({ queryKey: MY_SERVICES_KEY }),
      ]);
    },
  });
}

export function useUpdateService(serviceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, draftId }: Publishing) =>
      apiRequest<Answer<typeof savedServiceSchema>>(
        `/services/${encodeURIComponent(serviceId)}${fromDraft(draftId)}`,
        { method: 'PUT', json: input },
      ),
    onSuccess: () =>
      Promise.all([
        invalidateContentLists(queryClient),
        queryClient.invalidateQueries({ queryKey: DRAFT_LIST_KEY }),
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
      apiRequest(`/services/${encodeURIComponent(serviceId)}/active`, {
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
      apiRequest(`/services/${encodeURIComponent(serviceId)}`, { method: 'DELETE' }),
    onSuccess: () =>
      Promise.all([
        invalidateContentLists(queryClient),
        queryClient.invalidateQueries({ queryKey: MY_SERVICES_KEY }),
      ]),
  });
}

const SERVICE_IMAGE_UPLOAD_KEY = ['service-image'] as const;

/** True while a service image is being uploaded: the form waits for it before saving. */
export const useServiceImageUploading = () => useIsMutating({ mutationKey: SERVICE_IMAGE_UPLOAD_KEY }) > 0;

/** Uploads service images, each on its own and telling how far it has gone; answers each one's URL. */
export function useUploadServiceImage() {
  return useMutation({
    mutationKey: SERVICE_IMAGE_UPLOAD_KEY,
    mutationFn: async ({ file, onProgress }: { file: File; onProgress: (fraction: number) => void }) => {
      const form = new FormData();
      form.append('file', file);
      return (await apiUpload<Answer<typeof serviceImageUploadSchema>>('/services/images', form, onProgress))
        .url;
    },
  });
}
