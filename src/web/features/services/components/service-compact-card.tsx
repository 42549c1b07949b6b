import { Clock } from 'lucide-react';
import { Link } from 'react-router';
import type { CreatorService } from '#shared/schemas/projects';
import { CARD_LINK } from '#web/components/cards/card-link';
import { GeneratedCover } from '#web/components/generated-cover';
import { StoredImage } from '#web/components/stored-image';
import { useTranslation } from '#web/i18n/react';
import { cn } from '#web/lib/cn';
import { formatPrice } from '#web/lib/format-price';

/** What a compact card shows of a service: a creator's list of them answers at least this. */
export type CompactService = CreatorService;

/**
 * A service in a short list beside a creator's other work: a small picture, the title (the card's
 * one link, to the service's page), the price it starts from, or the pricing type, and the delivery.
 */
export function ServiceCompactCard({ service }: { service: CompactService }) {
  const { t, i18n } = useTranslation();
  const custom = service.pricingType === 'custom' || service.priceAmount === null;
  const customLabel = t('landing.latestServices.custom');
  const price = custom
    ? customLabel
    : t('services.priceFrom', { price: formatPrice(service, i18n.language, customLabel) });
  return (
    <article className="relative flex h-full items-start gap-3 rounded-2xl border border-slate-200 bg-surface p-3 shadow-sm transition-shadow hover:shadow-md">
      <div className="size-16 shrink-0 overflow-hidden rounded-xl bg-slate-100">
        {service.imageUrl ? (
          <StoredImage
            src={service.imageUrl}
            alt=""
            sizes="64px"
            width={64}
            height={64}
            loading="lazy"
            decoding="async"
            className="size-full object-cover"
          />
        ) : (
          <GeneratedCover seed={service.title} className="size-full object-cover" />
        )}
      </div>
      <div className="min-w-0 flex-1">
        <h3 className="line-clamp-2 text-sm font-semibold break-words">
          <Link to={`/services/${service.id}`} className={cn(CARD_LINK, 'hover:text-brand-700')}>
            {service.title}
          </Link>
        </h3>
        <p className="mt-1 text-sm font-bold">{price}</p>
        {service.deliveryTime !== null && (
          <p className="mt-0.5 flex items-center gap-1 text-xs text-slate-600">
            <Clock aria-hidden className="size-3.5 shrink-0" />
            {t('landing.latestServices.delivery', { count: service.deliveryTime })}
          </p>
        )}
      </div>
    </article>
  );
}
