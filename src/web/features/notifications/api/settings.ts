import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NotificationSettings, UnsubscribeQuery } from '#shared/schemas/notifications';
import { apiRequest } from '#web/lib/api-client';

const SETTINGS_KEY = ['notifications', 'settings'] as const;

/** How each kind of notification reaches the member. */
export function useNotificationSettings() {
  return useQuery({
    queryKey: SETTINGS_KEY,
    queryFn: () => apiRequest<NotificationSettings>('/notifications/settings'),
  });
}

/** Saves one kind's choice as soon as it is made; the list shows the server's answer. */
export function useSaveNotificationSetting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: Partial<NotificationSettings>) =>
      apiRequest<NotificationSettings>('/notifications/settings', { method: 'PUT', json: change }),
    onSuccess: (saved) => queryClient.setQueryData(SETTINGS_KEY, saved),
    // A refused change puts the control back to what the server holds.
    onError: () => queryClient.invalidateQueries({ queryKey: SETTINGS_KEY }),
  });
}

/** The /unsubscribe page's button: the same signed link a mail client posts to. */
export function useUnsubscribe() {
  return useMutation({
    mutationFn: (link: UnsubscribeQuery) =>
      apiRequest(`/notifications/unsubscribe?${new URLSearchParams(link)}`, { method: 'POST' }),
  });
}
