import { Link } from 'react-router';
import { useTranslation } from '#web/i18n/react';
import { useConversations } from '../api/messages';

/** How many conversations with unread messages a member's home lists; the rest are in /messages. */
const SHOWN = 3;

/**
 * The conversations holding messages the member has not read, newest first, each a link into it;
 * nothing at all when every message is read.
 */
export function UnreadConversations() {
  const { t } = useTranslation();
  const conversations = useConversations();
  const unread = (conversations.data?.pages.flatMap((page) => page.items) ?? []).filter(
    (conversation) => conversation.unreadCount > 0,
  );
  if (unread.length === 0) return null;
  return (
    <section aria-labelledby="unread-conversations-heading">
      <h2 id="unread-conversations-heading" className="text-base font-semibold">
        <Link to="/messages" className="hover:underline">
          {t('home.attention.messages')}
        </Link>
      </h2>
      <ul className="mt-2 flex flex-col gap-1">
        {unread.slice(0, SHOWN).map((conversation) => {
          const name =
            conversation.other?.displayName ?? conversation.other?.handle ?? t('comments.unknownUser');
          return (
            <li key={conversation.id}>
              <Link
                to={`/messages?conversation=${conversation.id}`}
                className="flex min-h-11 items-center justify-between gap-3 rounded-lg px-2 text-sm hover:bg-slate-100"
              >
                <span className="min-w-0">
                  <span className="block truncate font-medium">{name}</span>
                  {conversation.lastMessage?.excerpt && (
                    <span className="block truncate text-slate-600">{conversation.lastMessage.excerpt}</span>
                  )}
                </span>
                <span className="shrink-0 rounded-full bg-brand-600 px-2 py-0.5 text-xs font-semibold text-white">
                  <span aria-hidden>{conversation.unreadCount}</span>
                  <span className="sr-only">
                    {t('home.attention.unread', { count: conversation.unreadCount })}
                  </span>
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
