import type { SessionUser } from '#shared/schemas/auth';
import { MessagesLink } from '#web/features/messages/components/messages-link';
import { NotificationsBell } from '#web/features/notifications/components/notifications-bell';
import { RequestsLink } from '#web/features/service-requests/components/requests-link';
import { AccountMenu } from './account-menu';
import { NewMenu } from './new-menu';

/**
 * The top bar's part for a signed-in member: New (a project or a service), requests, messages,
 * notifications, each with its word, and the account menu.
 */
export default function SignedInActions({ user }: { user: SessionUser }) {
  return (
    <>
      <NewMenu className="max-md:hidden" />
      <RequestsLink />
      <MessagesLink />
      <NotificationsBell />
      <AccountMenu user={user} />
    </>
  );
}
