import { Clock, Star } from 'lucide-react';
import { useTranslation } from '#web/i18n/react';
import { Link } from 'react-router';
import type { LandingService } from '#shared/schemas/stats';
import { formatPrice } from '#web/lib/format-price';
import { MemberAvatar } from '../member-avatar';
import { CardImage } from './card-image';
import { cn } from '#web/lib/cn';
import { ABOVE_CARD_LINK, CARD_LINK } from './card-link';
import { Skeleton } from '../skeleton';

/**
 * A service in a grid, the whole card a link to its page: its first image (or a pattern from its
 * title), category, title, price, rating, delivery time, seller. On a phone a row, the picture
 * beside the text, so that a first screen holds two whole cards.
 */
export function ServiceCard({ service }: { service: LandingService }) {
  const { t, i18n } = useTranslation();
  const ownerName = service.ownerDisplayName ?? service.ownerHandle;
  return (
    <article className="relative flex h-full overflow-hidden rounded-2xl border border-slate-200 bg-surface shadow-sm transition-shadow hover:shadow-md sm:flex-col">
      <CardImage
        src={service.imageUrl}
        seed={service.title}
        sizes="(min-width: 1024px) 368px, (min-width: 640px) 50vw, 128px"
        className="w-32 shrink-0 sm:aspect-video sm:w-auto"
      />
      <div className="flex min-w-0 flex-1 flex-col p-4 sm:p-5">
        <p className="line-clamp-1 text-xs font-semibold tracking-wide text-brand-700 uppercase wrap-anywhere">
          {t(`services.categories.${service.category}`, { defaultValue: service.category })}
        </p>
        <h3 className="mt-1 line-clamp-2 font-semibold wrap-anywhere sm:mt-2 sm:line-clamp-none">
          <Link to={`/services/${service.id}`} className={cn(CARD_LINK, 'hover:text-brand-700')}>
            {service.title}
          </Link>
        </h3>
        <div className="mt-auto pt-2 sm:pt-4">
          <p className="text-lg font-bold">
            {formatPrice(service, i18n.language, t('landing.latestServices.custom'))}
          </p>
          <div className="flex flex-wrap items-center gap-x-3 sm:block">
            {service.rating.average !== null && (
              // As the service's page shows it: the average to one decimal, and how many reviews.
              <p className="mt-1 flex items-center gap-1 text-sm text-slate-700">
                <Star aria-hidden className="size-4 fill-amber-400 text-amber-500" />
                <span className="font-semibold" data-testid="card-rating-average">
                  {service.rating.average.toFixed(1)}
                </span>
                <span className="text-slate-500">
                  {t('services.reviews.count', { count: service.rating.count })}
                </span>
              </p>
            )}
            {service.deliveryTime !== null && (
              <p className="mt-1 flex items-center gap-1 text-sm text-slate-600">
                <Clock className="size-4" aria-hidden="true" />
                {t('landing.latestServices.delivery', { count: service.deliveryTime })}
              </p>
            )}
          </div>
          <Link
            to={`/${service.ownerHandle}`}
            className={cn(
              ABOVE_CARD_LINK,
              'mt-2 flex items-center gap-2 text-sm text-slate-700 hover:underline sm:mt-4 pointer-coarse:min-h-11',
            )}
          >
            <MemberAvatar
              url={service.ownerAvatarUrl}
              name={ownerName}
              handle={service.ownerHandle}
              px={28}
              className="size-7 text-xs"
            />
            <span className="line-clamp-1 wrap-anywhere">{ownerName}</span>
          </Link>
        </div>
      </div>
    </article>
  );
}

/** A service card on its way: image, category, title, price and seller as grey shapes. */
export function ServiceCardSkeleton() {
  return (
    <div className="flex h-full overflow-hidden rounded-2xl border border-slate-200 bg-surface sm:flex-col">
      <Skeleton className="w-32 shrink-0 rounded-none sm:aspect-video sm:w-auto" />
      <div className="flex flex-1 flex-col gap-2 p-4 sm:p-5">
        <Skeleton className="h-3 w-1/3" />
        <Skeleton className="h-5 w-5/6" />
        <Skeleton className="mt-4 h-6 w-1/4" />
        <Skeleton className="mt-4 h-7 w-1/2" />
      </div>
    </div>
  );
}
