import { BriefcaseBusiness } from 'lucide-react';
import { useTranslation } from '#web/i18n/react';
import { BadgeLink } from '#web/components/count-badge';
import { useRequestNewsCount } from '../api/service-requests';

/**
 * The top bar's link to /service-requests with the live count of requests with news: a message, a
 * quote, a delivery, or an incoming request not yet opened (docs/decisions/0051). A briefcase, for
 * work: an inbox was taken for the messages beside it.
 */
export function RequestsLink() {
  const { t } = useTranslation();
  const news = useRequestNewsCount().data?.count ?? 0;
  return (
    <BadgeLink
      to="/service-requests"
      icon={<BriefcaseBusiness className="size-5" aria-hidden="true" />}
      count={news}
      label={t('requests.title')}
      word={t('nav.requests')}
      labelWithCount={t('requests.linkNews', { count: news })}
      tone="brand"
      testId="request-news-badge"
    />
  );
}
