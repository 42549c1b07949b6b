import { useTranslation } from '#web/i18n/react';
import type { Notification } from '#shared/schemas/notifications';
import { formatRelativeTime } from '#web/lib/relative-time';

/** What a notification says, the same in the panel and on /notifications: title, 'New', text, when. */
export function NotificationEntry({ item }: { item: Notification }) {
  const { t, i18n } = useTranslation();
  return (
    <>
      <span className="flex items-center gap-2">
        <span className="font-medium">{item.title}</span>
        {!item.read && (
          <span className="rounded-full bg-brand-600 px-1.5 py-0.5 text-[10px] font-bold text-white uppercase">
            {t('notifications.new')}
          </span>
        )}
      </span>
      {item.message && <span className="mt-0.5 block text-sm text-slate-600">{item.message}</span>}
      <span className="mt-1 block text-xs text-slate-600">
        {formatRelativeTime(new Date(item.createdAt), i18n.language)}
      </span>
    </>
  );
}
