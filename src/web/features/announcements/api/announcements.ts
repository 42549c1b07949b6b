import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  activeAnnouncementsSchema,
  announcementListSchema,
  createdAnnouncementSchema,
  ActiveAnnouncement,
  AnnouncementInput,
} from '#shared/schemas/announcements';
import { type Answer, apiRequest } from '#web/lib/api-client';
import { ADMIN_KEY } from '#web/lib/query-keys';

/** The banners and the staff list: a live 'announcements' event refreshes both. */
export const ANNOUNCEMENTS_KEY = ['announcements'] as const;
const BANNERS_KEY = [...ANNOUNCEMENTS_KEY, 'active'] as const;
const STAFF_LIST_KEY = [...ADMIN_KEY, 'announcements'] as const;
const id = encodeURIComponent;

export const bannersQuery = queryOptions({
  queryKey: BANNERS_KEY,
  queryFn: () => apiRequest<Answer<typeof activeAnnouncementsSchema>>('/announcements'),
  staleTime: 60_000,
});

export const useActiveAnnouncements = (enabled: boolean) => useQuery({ ...bannersQuery, enabled });

/** Closes a banner at once; the server remembers it for the member, in every browser. */
export function useDismissAnnouncement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (announcementId: string) =>
      apiRequest(`/announcements/${id(announcementId)}/dismissal`, { method: 'POST' }),
    onMutate: async (announcementId) => {
      await queryClient.cancelQueries({ queryKey: BANNERS_KEY });
      const before = queryClient.getQueryData<ActiveAnnouncement[]>(BANNERS_KEY);
      queryClient.setQueryData<ActiveAnnouncement[]>(BANNERS_KEY, (current) =>
        current?.filter((announcement) => announcement.id !== announcementId),
      );
      return { before };
    },
    onError: (_error, _id, context) => queryClient.setQueryData(BANNERS_KEY, context?.before),
  });
}

export function useAnnouncements() {
  return useQuery({
    queryKey: STAFF_LIST_KEY,
    queryFn: () => apiRequest<Answer<typeof announcementListSchema>>('/admin/announcements'),
  });
}

export function useCreateAnnouncement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AnnouncementInput) =>
      apiRequest<Answer<typeof createdAnnouncementSchema>>('/admin/announcements', {
        method: 'POST',
        json: input,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_KEY }),
  });
}

export function useDeactivateAnnouncement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (announcementId: string) =>
      apiRequest(`/admin/announcements/${id(announcementId)}/deactivation`, { method: 'POST' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_KEY }),
  });
}
