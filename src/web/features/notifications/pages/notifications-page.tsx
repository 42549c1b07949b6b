import { CheckCheck } from 'lucide-react';
import { useCallback } from 'react';
import { useTranslation } from '#web/i18n/react';
import { Link } from 'react-router';
import type { Notification } from '#shared/schemas/notifications';
import { RequireSession } from '#web/components/routing/require-session';
import { Button } from '#web/components/ui/button';
import { LoadFailed } from '#web/components/load-failed';
import { LoadMore } from '#web/components/load-more';
import { Skeleton } from '#web/components/skeleton';
import { cn } from '#web/lib/cn';
import { useDocumentTitle } from '#web/lib/use-document-title';
import {
  useMarkAllNotificationsRead,
  useMarkNotificationRead,
  useNotificationPages,
} from '../api/notifications';
import { NotificationEntry } from '../components/notification-entry';

/**
 * /notifications: every notification, newest first, in keyset pages, where the top bar's panel shows
 * the latest 20. Open before the profile is set up: announcements reach every member.
 */
export default function NotificationsPage() {
  return (
    <RequireSession allowWithoutHandle>
      <NotificationsScreen />
    </RequireSession>
  );
}

const ENTRY_CLASS = 'block w-full px-4 py-3 text-left hover:bg-slate-50';

function NotificationsScreen() {
  const { t } = useTranslation();
  useDocumentTitle(t('notifications.title'));
  const pages = useNotificationPages();
  const markRead = useMarkNotificationRead();
  const markAllRead = useMarkAllNotificationsRead();
  const items = pages.data?.pages.flatMap((page) => page.items) ?? [];
  const unread = pages.data?.pages[0]?.unreadCount ?? 0;

  const { fetchNextPage } = pages;
  const loadMore = useCallback(() => void fetchNextPage(), [fetchNextPage]);
  const noteRead = (item: Notification) => {
    if (!item.read) markRead.mutate(item.id);
  };

  return (
    <div className="mx-auto max-w-2xl px-4 py-10">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-bold tracking-tight">{t('notifications.title')}</h1>
        {unread > 0 && (
          <Button variant="outline" size="sm" onClick={() => markAllRead.mutate(undefined)}>
            <CheckCheck className="size-4" aria-hidden="true" />
            {t('notifications.markAllRead')}
          </Button>
        )}
      </div>
      <p className="mt-1 text-sm text-slate-600">
        {unread > 0 ? t('notifications.unreadSummary', { count: unread }) : t('notifications.allRead')}
      </p>
      <section aria-label={t('notifications.title')} aria-busy={pages.isPending} className="mt-6">
        {pages.isPending ? (
          <ul className="divide-y divide-slate-100 rounded-2xl border border-slate-200 bg-surface">
            {[0, 1, 2, 3, 4].map((row) => (
              <li key={row} className="px-4 py-3">
                <Skeleton className="h-4 w-2/3" />
                <Skeleton className="mt-2 h-3 w-1/2" />
                <Skeleton className="mt-2 h-3 w-16" />
              </li>
            ))}
          </ul>
        ) : pages.isError && items.length === 0 ? (
          <LoadFailed onRetry={() => void pages.refetch()} />
        ) : items.length === 0 ? (
          <p className="rounded-2xl border border-dashed border-slate-300 p-10 text-center text-slate-500">
            {t('notifications.empty')}
          </p>
        ) : (
          <>
            <ul className="divide-y divide-slate-100 overflow-hidden rounded-2xl border border-slate-200 bg-surface">
              {items.map((item) => (
                <li key={item.id} className={cn(!item.read && 'bg-brand-50/50')}>
                  {/* Where the panel's entry leads; one without a place to go is marked read where it is. */}
                  {item.link ? (
                    <Link to={item.link} onClick={() => noteRead(item)} className={ENTRY_CLASS}>
                      <NotificationEntry item={item} />
                    </Link>
                  ) : (
                    <button type="button" onClick={() => noteRead(item)} className={ENTRY_CLASS}>
                      <NotificationEntry item={item} />
                    </button>
                  )}
                </li>
              ))}
            </ul>
            <LoadMore hasMore={pages.hasNextPage} loading={pages.isFetchingNextPage} onLoad={loadMore} />
          </>
        )}
      </section>
    </div>
  );
}
