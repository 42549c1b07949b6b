import { Check, Clock } from 'lucide-react';
import { useRef } from 'react';
import { useTranslation } from '#web/i18n/react';
import { Link, useParams } from 'react-router';
import type { ServiceDetail } from '#shared/schemas/services';
import { PageSkeleton } from '#web/components/layout/page-skeleton';
import { LoadFailed } from '#web/components/load-failed';
import { buttonClasses } from '#web/components/ui/button';
import { ApiRequestError } from '#web/lib/api-client';
import { formatPrice } from '#web/lib/format-price';
import { useDocumentTitle } from '#web/lib/use-document-title';
import { usePageView } from '#web/lib/use-page-view';
import { ReportButton } from '#web/features/reports/components/report-button';
import { reviewsQuery } from '#web/features/service-reviews/api/service-reviews';
import { outcomeOfQuery, type PageData } from '#web/lib/page-data';
import { serviceQuery, useService } from '#web/features/services/api/services';
import { HoldNotice } from '#web/features/moderation/components/hold-notice';
import { StaffContentActions } from '#web/features/moderation/components/staff-content-actions';
import { RequestForm } from '#web/features/service-requests/components/request-form';
import { ReviewFromLink } from '#web/features/service-reviews/components/review-from-link';
import { MethodsList } from '#web/features/services/components/methods-list';
import { ServiceManageActions } from '#web/features/services/components/service-manage-actions';
import { ReviewsSection } from '#web/features/service-reviews/components/reviews-section';
import { ServiceImages } from '#web/features/services/components/service-images';
import { RequestPanel } from '#web/features/services/components/request-panel';
import { PhoneRequestBar } from '#web/features/services/components/phone-request-bar';
import { REQUEST_SECTION_ID } from '#web/features/services/request-jump';
import { cn } from '#web/lib/cn';
import { MemberAvatar } from '#web/components/member-avatar';

/**
 * /services/{id}: the service, its owner, reviews, the request form; ?review={request id} opens the
 * rating dialog. Composed here from services, service-reviews, service-requests and reports.
 */
export const pageData: PageData = async ({ params, queryClient }) => {
  const serviceId = params.serviceId ?? '';
  const query = serviceQuery(serviceId);
  await Promise.all([queryClient.prefetchQuery(query), queryClient.prefetchQuery(reviewsQuery(serviceId))]);
  return outcomeOfQuery(queryClient, query.queryKey);
};

export default function ServicePage() {
  const { t } = useTranslation();
  const { serviceId = '' } = useParams();
  const service = useService(serviceId);
  useDocumentTitle(service.data?.title ?? t('services.detail.notFound'));
  usePageView(service.data ? { kind: 'service', id: service.data.id } : null);

  // Offline, the read waits rather than fails: say so instead of loading forever.
  if (service.isPending && service.fetchStatus === 'paused') {
    return <LoadFailed pageHeading onRetry={() => void service.refetch()} />;
  }
  if (service.isPending) return <PageSkeleton />;
  if (!service.data) {
    const missing =
      service.error instanceof ApiRequestError &&
      (service.error.status === 404 || service.error.status === 400);
    if (!missing) return <LoadFailed pageHeading onRetry={() => void service.refetch()} />;
    return (
      <div className="flex min-h-[50vh] flex-col items-center justify-center px-4 py-16 text-center">
        <h1 className="text-3xl font-bold">{t('services.detail.notFound')}</h1>
        <Link to="/services" className={buttonClasses('primary', 'lg', 'mt-8')}>
          {t('services.detail.browse')}
        </Link>
      </div>
    );
  }
  return <ServiceView service={service.data} />;
}

function ServiceView({ service }: { service: ServiceDetail }) {
  const { t, i18n } = useTranslation();
  const ownerName = service.owner.displayName ?? service.owner.handle;
  const requestSection = useRef<HTMLElement>(null);
  const requestable = !service.isOwner && service.active;
  const price = formatPrice(service, i18n.language, t('landing.latestServices.custom'));
  const delivery =
    service.deliveryTime === null
      ? null
      : t('landing.latestServices.delivery', { count: service.deliveryTime });
  return (
    <div className="mx-auto grid max-w-6xl gap-10 px-4 py-10 max-lg:pb-28 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
      <article className="min-w-0">
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
          {t(`services.categories.${service.category}`, { defaultValue: service.category })}
        </p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight">{service.title}</h1>
        {!service.active && (
          <p className="mt-2 inline-block rounded-full bg-amber-50 px-2.5 py-0.5 text-xs font-semibold text-amber-800">
            {t('services.detail.inactive')}
          </p>
        )}
        {service.hold && <HoldNotice type="service" hold={service.hold} isOwner={service.isOwner} />}
        {/* On a desktop the sidebar's request panel shows them to whoever may request. */}
        <div
          className={cn('mt-4 flex flex-wrap items-center gap-4 text-slate-700', requestable && 'lg:hidden')}
        >
          <span className="text-2xl font-bold">{price}</span>
          {delivery && (
            <span className="flex items-center gap-1 text-sm">
              <Clock aria-hidden className="size-4" />
              {delivery}
            </span>
          )}
        </div>
        <ServiceImages images={service.images} title={service.title} />
        <p className="mt-6 whitespace-pre-line text-slate-800">{service.description}</p>
        {service.features.length > 0 && (
          <section aria-labelledby="included-heading" className="mt-8">
            <h2 id="included-heading" className="text-lg font-semibold">
              {t('services.detail.included')}
            </h2>
            <ul className="mt-2 flex flex-col gap-1.5">
              {service.features.map((feature) => (
                <li key={feature} className="flex items-start gap-2 text-slate-700">
                  <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-emerald-600" />
                  {feature}
                </li>
              ))}
            </ul>
          </section>
        )}
        {service.requirements && (
          <section aria-labelledby="requirements-heading" className="mt-8">
            <h2 id="requirements-heading" className="text-lg font-semibold">
              {t('services.detail.requirements')}
            </h2>
            <p className="mt-2 whitespace-pre-line text-slate-700">{service.requirements}</p>
          </section>
        )}
        {/* In the article, so that the sidebar stays short enough to stay in view on a desktop. */}
        <div className="mt-8 grid gap-4 sm:grid-cols-2">
          <MethodsList title={t('services.detail.contactMethods')} items={service.contactMethods} />
          {service.acceptedPaymentMethods.length > 0 && (
            <MethodsList
              title={t('services.detail.paymentMethods')}
              items={service.acceptedPaymentMethods.map((method) =>
                t(`services.payment.${method}`, { defaultValue: method }),
              )}
            />
          )}
        </div>
        <ReviewsSection service={service} />
        {requestable && (
          <section
            id={REQUEST_SECTION_ID}
            ref={requestSection}
            tabIndex={-1}
            aria-labelledby="request-heading"
            className="mt-10 scroll-mt-20 rounded-2xl border border-slate-200 p-6 focus:outline-none"
          >
            <h2 id="request-heading" className="mb-4 text-xl font-semibold">
              {t('services.request.title')}
            </h2>
            <RequestForm service={service} />
          </section>
        )}
        {requestable && <PhoneRequestBar price={price} deliveryLabel={delivery} form={requestSection} />}
      </article>
      {/* On a desktop the sidebar stays in view: the price and the way to the form, or the owner's actions. */}
      <aside className="flex min-w-0 flex-col gap-6 lg:sticky lg:top-24 lg:self-start">
        {requestable && (
          <RequestPanel price={price} deliveryTime={service.deliveryTime} className="max-lg:hidden" />
        )}
        {(service.isOwner || service.canModerate) && (
          <ServiceManageActions
            service={service}
            staffActions={
              service.canModerate && (
                <StaffContentActions
                  type="service"
                  contentId={service.id}
                  title={service.title}
                  held={service.hold !== null}
                />
              )
            }
          />
        )}
        <section aria-labelledby="owner-heading" className="rounded-2xl border border-slate-200 p-5">
          <h2 id="owner-heading" className="sr-only">
            {t('services.detail.offeredBy')}
          </h2>
          <Link to={`/${service.owner.handle}`} className="flex items-center gap-3 hover:underline">
            <MemberAvatar
              url={service.owner.avatarUrl}
              name={ownerName}
              handle={service.owner.handle}
              px={48}
              className="size-12"
            />
            <span>
              <span className="block font-semibold">{ownerName}</span>
              <span className="block text-sm text-slate-500">@{service.owner.handle}</span>
            </span>
          </Link>
          {service.owner.bio && (
            <p className="mt-3 line-clamp-4 text-sm text-slate-600">{service.owner.bio}</p>
          )}
        </section>
        {!service.isOwner && !service.canModerate && (
          <ReportButton targetType="service" targetId={service.id} />
        )}
      </aside>
      <ReviewFromLink serviceId={service.id} />
    </div>
  );
}
