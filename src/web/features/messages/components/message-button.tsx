import { MessageSquare } from 'lucide-react';
import { useTranslation } from '#web/i18n/react';
import { Link } from 'react-router';
import { buttonClasses } from '#web/components/ui/button';
import { SignInLink } from '#web/components/routing/sign-in-link';
import { useSession } from '#web/lib/session';

/**
 * A profile's Message button, on other people's profiles. A visitor is sent to sign in (or up) and
 * comes back to the conversation, through onboarding when the account is new (docs/decisions/0053).
 */
export function MessageButton({ handle, isSelf }: { handle: string; isSelf: boolean }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const conversation = `/messages?to=${encodeURIComponent(handle)}`;
  if (isSelf) return null;
  if (!user) {
    return (
      <SignInLink
        reason="message"
        page="/login"
        from={conversation}
        aria-label={t('messages.messageLabel', { handle })}
        className={buttonClasses('outline', 'md')}
      >
        <MessageSquare className="size-4" aria-hidden="true" />
        {t('messages.message')}
      </SignInLink>
    );
  }
  return (
    <Link
      to={conversation}
      aria-label={t('messages.messageLabel', { handle })}
      className={buttonClasses('outline', 'md')}
    >
      <MessageSquare className="size-4" aria-hidden="true" />
      {t('messages.message')}
    </Link>
  );
}
