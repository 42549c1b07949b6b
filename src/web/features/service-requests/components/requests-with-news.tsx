import { Link } from 'react-router';
import { useTranslation } from '#web/i18n/react';
import { useServiceRequests } from '../api/service-requests';

/** How many requests with news a member's home lists; the rest are in /service-requests. */
const SHOWN = 3;
const NO_FILTER = { status: '', service: '' };

/**
 * The requests with news for the member, received and sent (a message, a quote, a delivery, or a new
 * request not yet opened; docs/decisions/0051), each a link to its workspace; nothing when none has.
 */
export function RequestsWithNews() {
  const { t } = useTranslation();
  const incoming = useServiceRequests({ direction: 'incoming', ...NO_FILTER });
  const outgoing = useServiceRequests({ direction: 'outgoing', ...NO_FILTER });
  const withNews = [...(incoming.data?.items ?? []), ...(outgoing.data?.items ?? [])]
    .filter((request) => request.hasNews)
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  if (withNews.length === 0) return null;
  return (
    <section aria-labelledby="requests-news-heading">
      <h2 id="requests-news-heading" className="text-base font-semibold">
        <Link to="/service-requests" className="hover:underline">
          {t('home.attention.requests')}
        </Link>
      </h2>
      <ul className="mt-2 flex flex-col gap-1">
        {withNews.slice(0, SHOWN).map((request) => {
          const other = request.requester ?? request.seller;
          return (
            <li key={request.id}>
              <Link
                to={`/service-requests/${request.id}`}
                className="flex min-h-11 flex-col justify-center rounded-lg px-2 text-sm hover:bg-slate-100"
              >
                <span className="truncate font-medium">{request.service.title}</span>
                {other && (
                  <span className="truncate text-slate-600">{other.displayName ?? `@${other.handle}`}</span>
                )}
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
