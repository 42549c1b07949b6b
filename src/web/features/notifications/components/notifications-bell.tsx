import * as Dialog from '@radix-ui/react-dialog';
import { Bell, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '#web/i18n/react';
import { useNavigate } from 'react-router';
import type { Notification } from '#shared/schemas/notifications';
import { Button, ICON_BUTTON_CLASSES } from '#web/components/ui/button';
import { Spinner } from '#web/components/ui/spinner';
import { CountBadge } from '#web/components/count-badge';
import { cn } from '#web/lib/cn';
import { formatRelativeTime } from '#web/lib/relative-time';
import { useMarkAllNotificationsRead, useMarkNotificationRead, useNotifications } from '../api/notifications';

/** The bell with its unread count, opening the drawer of the latest 20 notifications. */
export function NotificationsBell() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const notifications = useNotifications(true);
  const markRead = useMarkNotificationRead();
  const markAllRead = useMarkAllNotificationsRead();
  const unread = notifications.data?.unreadCount ?? 0;

  const openItem = (item: Notification) => {
    if (!item.read) markRead.mutate(item.id);
    setOpen(false);
    if (item.link) void navigate(item.link);
  };

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger
        aria-label={unread > 0 ? t('notifications.bellUnread', { count: unread }) : t('notifications.title')}
        className={ICON_BUTTON_CLASSES}
      >
        <Bell className="size-5" aria-hidden="true" />
        <CountBadge count={unread} />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content className="fixed top-0 right-0 z-50 flex h-full w-[min(24rem,100vw)] flex-col bg-surface shadow-xl">
          <div className="flex items-center justify-between border-b border-slate-200 px-4 py-3">
            <Dialog.Title className="text-lg font-semibold">{t('notifications.title')}</Dialog.Title>
            <div className="flex items-center gap-1">
              {unread > 0 && (
                <Button variant="ghost" size="sm" onClick={() => markAllRead.mutate(undefined)}>
                  {t('notifications.markAllRead')}
                </Button>
              )}
              <Dialog.Close aria-label={t('common.close')} className={ICON_BUTTON_CLASSES}>
                <X className="size-5" aria-hidden="true" />
              </Dialog.Close>
            </div>
          </div>
          <Dialog.Description className="sr-only">{t('notifications.description')}</Dialog.Description>
          <div className="flex-1 overflow-y-auto">
            {notifications.isPending ? (
              <div className="flex justify-center p-8">
                <Spinner />
              </div>
            ) : notifications.data && notifications.data.items.length > 0 ? (
              <ul className="divide-y divide-slate-100">
                {notifications.data.items.map((item) => (
                  <li key={item.id}>
                    <button
                      type="button"
                      onClick={() => openItem(item)}
                      className={cn(
                        'w-full px-4 py-3 text-left hover:bg-slate-50',
                        !item.read && 'bg-brand-50/50',
                      )}
                    >
                      <span className="flex items-center gap-2">
                        <span className="font-medium">{item.title}</span>
                        {!item.read && (
                          <span className="rounded-full bg-brand-600 px-1.5 py-0.5 text-[10px] font-bold text-white uppercase">
                            {t('notifications.new')}
                          </span>
                        )}
                      </span>
                      {item.message && (
                        <span className="mt-0.5 block text-sm text-slate-600">{item.message}</span>
                      )}
                      <span className="mt-1 block text-xs text-slate-500">
                        {formatRelativeTime(new Date(item.createdAt), i18n.language)}
                      </span>
                    </button>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="p-8 text-center text-slate-500">{t('notifications.empty')}</p>
            )}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
