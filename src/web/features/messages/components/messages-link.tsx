import { MessagesSquare } from 'lucide-react';
import { useTranslation } from '#web/i18n/react';
import { BadgeLink } from '#web/components/count-badge';
import { useUnreadMessages } from '../api/messages';

/** The top bar's messages icon with the live count of unread messages. */
export function MessagesLink() {
  const { t } = useTranslation();
  const unread = useUnreadMessages().data?.count ?? 0;
  return (
    <BadgeLink
      to="/messages"
      icon={<MessagesSquare className="size-5" aria-hidden="true" />}
      count={unread}
      label={t('messages.title')}
      labelWithCount={t('messages.linkUnread', { count: unread })}
      testId="unread-messages-badge"
    />
  );
}
