import { MessageSquare } from 'lucide-react';
import { useTranslation } from '#web/i18n/react';
import { Link } from 'react-router';
import { buttonClasses } from '#web/components/ui/button';
import { useSession } from '#web/lib/session';

/** A profile's Message button: signed-in members, on other people's profiles only. */
export function MessageButton({ handle, isSelf }: { handle: string; isSelf: boolean }) {
  const { t } = useTranslation();
  const { user } = useSession();
  if (!user || isSelf) return null;
  return (
    <Link
      to={`/messages?to=${encodeURIComponent(handle)}`}
      aria-label={t('messages.messageLabel', { handle })}
      className={buttonClasses('outline', 'md')}
    >
      <MessageSquare className="size-4" aria-hidden="true" />
      {t('messages.message')}
    </Link>
  );
}
