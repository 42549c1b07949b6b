import { Inbox } from 'lucide-react';
import { useTranslation } from '#web/i18n/react';
import { BadgeLink } from '#web/components/count-badge';
import { usePendingRequestCount } from '../api/service-requests';

/** The top bar's link to /service-requests with the live count of pending incoming requests. */
export function RequestsLink() {
  const { t } = useTranslation();
  const pending = usePendingRequestCount(true).data?.count ?? 0;
  return (
    <BadgeLink
      to="/service-requests"
      icon={<Inbox className="size-5" aria-hidden="true" />}
      count={pending}
      label={t('requests.title')}
      labelWithCount={t('requests.linkPending', { count: pending })}
      tone="brand"
      testId="pending-requests-badge"
    />
  );
}
