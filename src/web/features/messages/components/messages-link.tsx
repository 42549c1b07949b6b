import { ICON_BUTTON_CLASSES } from '#web/components/ui/button';
import { MessageSquare } from 'lucide-react';
import { useTranslation } from '#web/i18n/react';
import { Link } from 'react-router';
import { useUnreadMessages } from '../api/messages';

/** The top bar's messages icon with the live count of unread messages (9+ above 9). */
export function MessagesLink() {
  const { t } = useTranslation();
  const unread = useUnreadMessages().data?.count ?? 0;
  return (
    <Link
      to="/messages"
      aria-label={unread > 0 ? t('messages.linkUnread', { count: unread }) : t('messages.title')}
      className={ICON_BUTTON_CLASSES}
    >
      <MessageSquare className="size-5" aria-hidden="true" />
      {unread > 0 && (
        <span
          aria-hidden="true"
          data-testid="unread-messages-badge"
          className="absolute -top-0.5 -right-0.5 min-w-5 rounded-full bg-rose-600 px-1 text-center text-[11px] leading-5 font-bold text-white"
        >
          {unread > 9 ? '9+' : unread}
        </span>
      )}
    </Link>
  );
}
