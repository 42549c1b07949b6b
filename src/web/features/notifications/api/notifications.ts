import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { notificationListSchema, NotificationList } from '#shared/schemas/notifications';
import { type Answer, apiRequest } from '#web/lib/api-client';

export const NOTIFICATIONS_KEY = ['notifications'] as const;

export function useNotifications(enabled: boolean) {
  return useQuery({
    queryKey: NOTIFICATIONS_KEY,
    queryFn: () => apiRequest<Answer<typeof notificationListSchema>>('/notifications'),
    enabled,
  });
}

type ReadChange = (list: NotificationList) => NotificationList;

// Marks read on screen at once, then on the server; a refusal puts the list back as it was.
function useMarkRead<Input>(send: (input: Input) => Promise<unknown>, change: (input: Input) => ReadChange) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onMutate: async (input: Input) => {
      await queryClient.cancelQueries({ queryKey: NOTIFICATIONS_KEY });
      const previous = queryClient.getQueryData<NotificationList>(NOTIFICATIONS_KEY);
      queryClient.setQueryData<NotificationList>(NOTIFICATIONS_KEY, (list) => list && change(input)(list));
      return { previous };
    },
    onError: (error, _input, context) => {
      console.warn('Could not mark notifications read', error);
      if (context?.previous) queryClient.setQueryData(NOTIFICATIONS_KEY, context.previous);
    },
  });
}

export const useMarkNotificationRead = () =>
  useMarkRead(
    (notificationId: string) => apiRequest(`/notifications/${notificationId}/read`, { method: 'POST' }),
    (notificationId) => (list) => ({
      items: list.items.map((item) => (item.id === notificationId ? { ...item, read: true } : item)),
      unreadCount: Math.max(
        0,
        list.unreadCount - (list.items.some((item) => item.id === notificationId && !item.read) ? 1 : 0),
      ),
    }),
  );

export const useMarkAllNotificationsRead = () =>
  useMarkRead(
    () => apiRequest('/notifications/read-all', { method: 'POST' }),
    () => (list) => ({ items: list.items.map((item) => ({ ...item, read: true })), unreadCount: 0 }),
  );
