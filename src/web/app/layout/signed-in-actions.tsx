import { Plus } from 'lucide-react';
import { useTranslation } from '../../i18n/react';
import { Link } from 'react-router';
import type { SessionUser } from '@shared/schemas/auth';
import { buttonClasses } from '../../components/ui/button';
import { MessagesLink } from '../../features/messages/components/messages-link';
import { NotificationsBell } from '../../features/notifications/components/notifications-bell';
import { RequestsLink } from '../../features/service-requests/components/requests-link';
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
