import { ICON_BUTTON_CLASSES } from '#web/components/ui/button';
import { Inbox } from 'lucide-react';
import { useTranslation } from '#web/i18n/react';
import { Link } from 'react-router';
import { usePendingRequestCount } from '../api/service-requests';

/** The top bar's link to /service-requests with the live count of pending incoming requests. */
export function RequestsLink() {
  const { t } = useTranslation();
  const pending = usePendingRequestCount(true).data?.count ?? 0;
  return (
    <Link
      to="/service-requests"
      aria-label={pending > 0 ? t('requests.linkPending', { count: pending }) : t('requests.title')}
      className={ICON_BUTTON_CLASSES}
    >
      <Inbox className="size-5" aria-hidden="true" />
      {pending > 0 && (
        <span
          aria-hidden="true"
          data-testid="pending-requests-badge"
          className="absolute -top-0.5 -right-0.5 min-w-5 rounded-full bg-brand-600 px-1 text-center text-[11px] leading-5 font-bold text-white"
        >
          {pending > 9 ? '9+' : pending}
        </span>
      )}
    </Link>
  );
}
