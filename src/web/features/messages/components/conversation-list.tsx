import { useTranslation } from '#web/i18n/react';
import { Link } from 'react-router';
import type { ConversationSummary } from '#shared/schemas/messages';
import { LoadMore } from '#web/components/load-more';
import { Spinner } from '#web/components/ui/spinner';
import { cn } from '#web/lib/cn';
import { formatRelativeTime } from '#web/lib/relative-time';
import { useConversations } from '../api/messages';
import { CorrespondentAvatar } from './correspondent-avatar';

/** The left pane: one's conversations, latest message first, with unread counts. */
export function ConversationList({ selectedId }: { selectedId: string | null }) {
  const { t } = useTranslation();
  const conversations = useConversations();
  if (conversations.isPending) return <Spinner className="m-6" />;
  if (conversations.isError) {
    return (
      <p role="alert" className="p-4 text-sm text-red-700">
        {t('messages.loadError')}
      </p>
    );
  }
  const items = conversations.data.pages.flatMap((page) => page.items);
  if (items.length === 0)
    return <p className="p-6 text-center text-sm text-slate-600">{t('messages.noConversations')}</p>;
  return (
    <>
      <ul aria-label={t('messages.conversations')} className="divide-y divide-slate-100">
        {items.map((item) => (
          <ConversationItem key={item.id} item={item} selected={item.id === selectedId} />
        ))}
      </ul>
      <LoadMore
        hasMore={conversations.hasNextPage}
        loading={conversations.isFetchingNextPage}
        onLoad={() => void conversations.fetchNextPage()}
      />
    </>
  );
}

function ConversationItem({ item, selected }: { item: ConversationSummary; selected: boolean }) {
  const { t, i18n } = useTranslation();
  const name = item.other ? (item.other.displayName ?? item.other.handle) : t('comments.unknownUser');
  const last = item.lastMessage;
  const excerpt = !last
    ? ''
    : last.deleted
      ? t('messages.deletedExcerpt')
      : last.mine
        ? t('messages.youSaid', { text: last.excerpt })
        : (last.excerpt ?? '');
  return (
    <li>
      <Link
        to={`/messages?conversation=${item.id}`}
        aria-current={selected ? 'page' : undefined}
        className={cn('flex items-center gap-3 px-4 py-3 hover:bg-slate-50', selected && 'bg-brand-50')}
      >
        <CorrespondentAvatar other={item.other} />
        <span className="min-w-0 flex-1">
          <span className="flex items-baseline gap-2">
            <span className={cn('truncate text-sm', item.unreadCount > 0 ? 'font-bold' : 'font-semibold')}>
              {name}
            </span>
            {item.other && <span className="truncate text-xs text-slate-600">@{item.other.handle}</span>}
            {last && (
              <span className="ml-auto shrink-0 text-xs text-slate-600">
                {formatRelativeTime(new Date(last.createdAt), i18n.language)}
              </span>
            )}
          </span>
          <span className="mt-0.5 flex items-center gap-2">
            <span
              className={cn('truncate text-sm', item.unreadCount > 0 ? 'text-slate-900' : 'text-slate-600')}
            >
              {excerpt}
            </span>
            {item.unreadCount > 0 && (
              <span className="ml-auto min-w-5 shrink-0 rounded-full bg-rose-600 px-1.5 text-center text-[11px] leading-5 font-bold text-white">
                <span aria-hidden="true">{item.unreadCount > 99 ? '99+' : item.unreadCount}</span>
                <span className="sr-only">{t('messages.unreadCount', { count: item.unreadCount })}</span>
              </span>
            )}
          </span>
        </span>
      </Link>
    </li>
  );
}
