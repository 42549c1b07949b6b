import { ArrowRight, Copy, Star } from 'lucide-react';
import { useTranslation } from '#web/i18n/react';
import { Link } from 'react-router';
import type { ServiceRequest } from '#shared/schemas/service-requests';
import { buttonClasses } from '#web/components/ui/button';
import { showToast } from '#web/components/ui/toast-store';
import { cn } from '#web/lib/cn';
import { formatRelativeTime } from '#web/lib/relative-time';
import { SellerControls } from './seller-controls';
import { StatusBadge } from './status-badge';
import { MemberAvatar } from '#web/components/member-avatar';

/**
 * One request, as its seller (incoming: requester, contact box, controls) or requester (outgoing)
 * sees it, marked 'New' while something in it is unseen; 'Open request' leads to its workspace.
 */
export function RequestCard({
  request,
  direction,
}: {
  request: ServiceRequest;
  direction: 'incoming' | 'outgoing';
}) {
  const { t, i18n } = useTranslation();
  const person = direction === 'incoming' ? request.requester : request.seller;
  const copy = async (text: string) => {
    await navigator.clipboard.writeText(text);
    showToast({ title: t('twoFactor.copied'), description: t('requests.copied') });
  };
  return (
    <article
      className={cn(
        'rounded-2xl border bg-surface p-5 shadow-sm',
        request.hasNews ? 'border-brand-500' : 'border-slate-200',
      )}
    >
      <div className="flex items-start gap-3">
        {direction === 'incoming' && (
          <MemberAvatar
            url={request.requester?.avatarUrl}
            name={request.requester ? (request.requester.displayName ?? request.requester.handle) : '?'}
            handle={request.requester?.handle ?? ''}
            px={40}
            className="size-10 text-sm"
          />
        )}
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <h3 className="font-semibold">
              <Link to={`/services/${request.service.id}`} className="touch-target hover:text-brand-700">
                {request.service.title}
              </Link>
            </h3>
            <StatusBadge status={request.status} />
            {request.hasNews && (
              <span className="inline-flex items-center gap-1 rounded-full bg-brand-100 px-2 py-0.5 text-xs font-semibold text-brand-900">
                <span aria-hidden className="size-1.5 rounded-full bg-brand-600" />
                {t('requests.new')}
              </span>
            )}
          </div>
          <p className="mt-1 text-sm text-slate-600">
            {person ? (
              <>
                {direction === 'incoming' ? t('requests.from') : t('requests.sentTo')}{' '}
                <Link to={`/${person.handle}`} className="font-medium text-slate-800 hover:underline">
                  @{person.handle}
                </Link>
              </>
            ) : (
              t('comments.unknownUser')
            )}
            <span aria-hidden> · </span>
            {formatRelativeTime(new Date(request.createdAt), i18n.language)}
          </p>
        </div>
      </div>
      <p className="mt-3 whitespace-pre-line text-sm text-slate-800">{request.description}</p>
      <dl className="mt-3 flex flex-wrap gap-x-6 gap-y-1 text-sm">
        {request.budget !== null && (
          <div className="flex gap-1">
            <dt className="text-slate-500">{t('requests.budget')}</dt>
            <dd className="font-medium">${request.budget}</dd>
          </div>
        )}
        {request.deadline && (
          <div className="flex gap-1">
            <dt className="text-slate-500">{t('requests.deadline')}</dt>
            <dd className="font-medium">
              {new Date(`${request.deadline}T00:00:00`).toLocaleDateString(i18n.language)}
            </dd>
          </div>
        )}
      </dl>
      {direction === 'incoming' && request.contact && (
        <div className="mt-4 rounded-xl bg-slate-50 p-3 text-sm">
          <p className="flex flex-wrap items-center gap-2">
            <span className="text-slate-500">{request.contact.method}:</span>
            <span className="font-medium break-all">{request.contact.info}</span>
            <button
              type="button"
              aria-label={t('requests.copyContact')}
              onClick={() => void copy(request.contact?.info ?? '')}
              className="rounded p-1 hover:bg-slate-200"
            >
              <Copy aria-hidden className="size-4" />
            </button>
          </p>
          {request.contact.paymentMethod && (
            <p className="mt-1 text-slate-600">
              {t('requests.paymentMethod')}{' '}
              {t(`services.payment.${request.contact.paymentMethod}`, {
                defaultValue: request.contact.paymentMethod,
              })}
            </p>
          )}
        </div>
      )}
      {direction === 'incoming' && <SellerControls request={request} />}
      <div className="mt-4 flex flex-wrap gap-2">
        <Link
          to={`/service-requests/${request.id}`}
          aria-label={t('requests.openLabel', { service: request.service.title })}
          className={buttonClasses(request.hasNews ? 'primary' : 'outline', 'sm')}
        >
          {t('requests.open')}
          <ArrowRight aria-hidden className="size-4" />
        </Link>
        {direction === 'outgoing' && request.status === 'completed' && !request.reviewId && (
          <Link
            to={`/services/${request.service.id}?review=${request.id}`}
            className={buttonClasses('outline', 'sm')}
          >
            <Star aria-hidden className="size-4" />
            {t('requests.rate')}
          </Link>
        )}
      </div>
    </article>
  );
}
