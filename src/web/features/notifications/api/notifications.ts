import {
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type InfiniteData,
} from '@tanstack/react-query';
import type { notificationListSchema, NotificationList } from '#shared/schemas/notifications';
import { type Answer, apiRequest } from '#web/lib/api-client';

// Under this key: the panel's latest page, /notifications' pages and the settings; the live
// 'notifications' event refreshes them all.
export const NOTIFICATIONS_KEY = ['notifications'] as const;
const NOTIFICATION_PAGES_KEY = [...NOTIFICATIONS_KEY, 'pages'] as const;

const readPage = (cursor: string | null) =>
  apiRequest<Answer<typeof notificationListSchema>>(
    cursor ? `/notifications?cursor=${encodeURIComponent(cursor)}` : '/notifications',
  );

/** The latest 20 and the unread count: the top bar's panel. */
export function useNotifications(enabled: boolean) {
  return useQuery({ queryKey: NOTIFICATIONS_KEY, queryFn: () => readPage(null), enabled });
}

/** Every notification, newest first, a keyset page at a time: /notifications. */
export function useNotificationPages() {
  return useInfiniteQuery({
    queryKey: NOTIFICATION_PAGES_KEY,
    queryFn: ({ pageParam }) => readPage(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });
}

/** A change to the loaded pages, each carrying the unread count in all (the panel's one page too). */
type ReadChange = (pages: NotificationList[]) => NotificationList[];

// Marks read on screen at once, in the panel and on the page, then on the server; a refusal puts
// both back as they were.
function useMarkRead<Input>(send: (input: Input) => Promise<unknown>, change: (input: Input) => ReadChange) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onMutate: async (input: Input) => {
      await queryClient.cancelQueries({ queryKey: NOTIFICATIONS_KEY });
      const previous = queryClient.getQueryData<NotificationList>(NOTIFICATIONS_KEY);
      const previousPages = queryClient.getQueryData<InfiniteData<NotificationList>>(NOTIFICATION_PAGES_KEY);
      // One change over the panel's page and the loaded pages together: a notification read on page
      // two lowers the panel's count too.
      const changed = change(input)([...(previous ? [previous] : []), ...(previousPages?.pages ?? [])]);
      if (previous) queryClient.setQueryData(NOTIFICATIONS_KEY, changed[0]);
      if (previousPages) {
        queryClient.setQueryData<InfiniteData<NotificationList>>(NOTIFICATION_PAGES_KEY, {
          ...previousPages,
          pages: changed.slice(previous ? 1 : 0),
        });
      }
      return { previous, previousPages };
    },
    onError: (error, _input, context) => {
      console.warn('Could not mark notifications read', error);
      if (context?.previous) queryClient.setQueryData(NOTIFICATIONS_KEY, context.previous);
      if (context?.previousPages) queryClient.setQueryData(NOTIFICATION_PAGES_KEY, context.previousPages);
    },
  });
}

export const useMarkNotificationRead = () =>
  useMarkRead(
    (notificationId: string) =>
      apiRequest(`/notifications/${encodeURIComponent(notificationId)}/read`, { method: 'POST' }),
    (notificationId) => (pages) => {
      const wasUnread = pages.some((page) =>
        page.items.some((item) => item.id === notificationId && !item.read),
      );
      return pages.map((page) => ({
        ...page,
        items: page.items.map((item) => (item.id === notificationId ? { ...item, read: true } : item)),
        unreadCount: Math.max(0, page.unreadCount - (wasUnread ? 1 : 0)),
      }));
    },
  );

export const useMarkAllNotificationsRead = () =>
  useMarkRead(
    () => apiRequest('/notifications/read-all', { method: 'POST' }),
    () => (pages) =>
      pages.map((page) => ({
        ...page,
        items: page.items.map((item) => ({ ...item, read: true })),
        unreadCount: 0,
      })),
  );
