import * as Dialog from '@radix-ui/react-dialog';
import { Bell, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '#web/i18n/react';
import { Link, useNavigate } from 'react-router';
import type { Notification } from '#shared/schemas/notifications';
import { Button, ICON_BUTTON_CLASSES } from '#web/components/ui/button';
import { Spinner } from '#web/components/ui/spinner';
import { CountBadge } from '#web/components/count-badge';
import { TOP_BAR_ICON_CLASSES, TopBarIconLabel } from '#web/components/top-bar-icon';
import { cn } from '#web/lib/cn';
import { useMarkAllNotificationsRead, useMarkNotificationRead, useNotifications } from '../api/notifications';
import { NotificationEntry } from './notification-entry';

/** The bell with its unread count, opening the drawer of the latest 20 notifications and a way to all. */
export function NotificationsBell() {
  const { t } = useTranslation();
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
        className={TOP_BAR_ICON_CLASSES}
      >
        <span className="relative flex">
          <Bell className="size-5" aria-hidden="true" />
          <CountBadge count={unread} />
        </span>
        <TopBarIconLabel>{t('notifications.title')}</TopBarIconLabel>
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
                      <NotificationEntry item={item} />
                    </button>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="p-8 text-center text-slate-500">{t('notifications.empty')}</p>
            )}
          </div>
          <div className="border-t border-slate-200 p-2">
            <Link
              to="/notifications"
              onClick={() => setOpen(false)}
              className="touch-target flex w-full items-center justify-center rounded-md px-3 py-2 text-sm font-medium text-brand-700 hover:bg-slate-50"
            >
              {t('notifications.seeAll')}
            </Link>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
