import { useQuery, useQueryClient } from '@tanstack/react-query';
import { notificationListSchema, type NotificationList } from '@shared/schemas/notifications';
import { apiRequest } from '../../../lib/api-client';

export const NOTIFICATIONS_KEY = ['notifications'] as const;

export function useNotifications(enabled: boolean) {
  return useQuery({
    queryKey: NOTIFICATIONS_KEY,
    queryFn: () => apiRequest('/notifications', notificationListSchema),
    enabled,
  });
}

/** Marks read on screen at once, then on the server. */
export function useNotificationCalls() {
  const queryClient = useQueryClient();
  const update = (change: (list: NotificationList) => NotificationList) =>
    queryClient.setQueryData<NotificationList>(NOTIFICATIONS_KEY, (list) => list && change(list));
  return {
    markRead: async (notificationId: string) => {
      update((list) => ({
        items: list.items.map((item) => (item.id === notificationId ? { ...item, read: true } : item)),
        unreadCount: Math.max(
          0,
          list.unreadCount - (list.items.some((item) => item.id === notificationId && !item.read) ? 1 : 0),
        ),
      }));
      await apiRequest(`/notifications/${notificationId}/read`, null, { method: 'POST' });
    },
    markAllRead: async () => {
      update((list) => ({ items: list.items.map((item) => ({ ...item, read: true })), unreadCount: 0 }));
      await apiRequest('/notifications/read-all', null, { method: 'POST' });
    },
  };
}
