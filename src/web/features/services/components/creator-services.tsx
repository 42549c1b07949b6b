import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from '#web/i18n/react';
import { cn } from '#web/lib/cn';
import { ServiceCompactCard, type CompactService } from './service-compact-card';

const LAYOUTS = {
  // Under a project's author card: a grid, three across on a desktop.
  grid: { list: 'grid gap-3 sm:grid-cols-2 lg:grid-cols-3', item: '' },
  // Near the top of a profile on a phone: one row that scrolls sideways inside the page's margins.
  strip: {
    list: '-mx-4 flex snap-x snap-mandatory gap-3 overflow-x-auto px-4 pb-2',
    item: 'w-64 max-w-[80vw] shrink-0 snap-start',
  },
} as const;

/**
 * 'Hire {name}': a creator's services as compact cards, beside their other work, and `allHref` (all
 * of them) when there are more than listed; a '#' address is an anchor on this page, which works
 * before the app is live. Nothing when they offer none.
 */
export function CreatorServices({
  services,
  name,
  allHref,
  layout = 'grid',
  className,
}: {
  services: CompactService[];
  name: string;
  allHref: string | null;
  layout?: keyof typeof LAYOUTS;
  className?: string;
}) {
  const { t } = useTranslation();
  if (services.length === 0) return null;
  const headingId = `hire-heading-${layout}`;
  const allClasses =
    'touch-target mt-2 inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline';
  const allLabel = (
    <>
      {t('services.seeAll')}
      <ArrowRight aria-hidden className="size-4" />
    </>
  );
  return (
    <section aria-labelledby={headingId} className={className}>
      <h2 id={headingId} className="text-lg font-semibold">
        {t('services.hire', { name })}
      </h2>
      <ul className={cn('mt-3', LAYOUTS[layout].list)}>
        {services.map((service) => (
          <li key={service.id} className={LAYOUTS[layout].item || undefined}>
            <ServiceCompactCard service={service} />
          </li>
        ))}
      </ul>
      {allHref &&
        (allHref.startsWith('#') ? (
          <a href={allHref} className={allClasses}>
            {allLabel}
          </a>
        ) : (
          <Link to={allHref} className={allClasses}>
            {allLabel}
          </Link>
        ))}
    </section>
  );
}
