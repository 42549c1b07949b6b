import { Plus } from 'lucide-react';
import { useTranslation } from '#web/i18n/react';
import { Link } from 'react-router';
import type { SessionUser } from '#shared/schemas/auth';
import { buttonClasses } from '#web/components/ui/button';
import { MessagesLink } from '#web/features/messages/components/messages-link';
import { NotificationsBell } from '#web/features/notifications/components/notifications-bell';
import { RequestsLink } from '#web/features/service-requests/components/requests-link';
import { AccountMenu } from './account-menu';

/** The top bar's part for a signed-in member: new project, requests, messages, notifications, menu. */
export default function SignedInActions({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  return (
    <>
      <Link to="/new" className={buttonClasses('primary', 'sm', 'max-md:hidden')}>
        <Plus className="size-4" aria-hidden="true" />
        {t('nav.new')}
      </Link>
      <RequestsLink />
      <MessagesLink />
      <NotificationsBell />
      <AccountMenu user={user} />
    </>
  );
}
