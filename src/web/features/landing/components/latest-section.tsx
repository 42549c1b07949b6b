import { useId, type ReactNode } from 'react';
import { useTranslation } from '#web/i18n/react';
import { Link } from 'react-router';
import { CardSkeletons, EmptyState } from './card-placeholders';
import { SectionHeading } from './section-heading';

// Whole class names, so that Tailwind finds them in the source.
const GRID_COLUMNS = { 3: 'sm:grid-cols-2 lg:grid-cols-3', 4: 'sm:grid-cols-2 lg:grid-cols-4' };

/**
 * A landing section listing the newest items: heading, link to all, then cards, skeletons or the
 * empty text. Its texts are `landing.{texts}.title`, `.subtitle`, `.viewAll` and `.empty`.
 */
export function LatestSection<T extends { id: string }>({
  texts,
  viewAllTo,
  items,
  loading,
  columns,
  renderItem,
}: {
  texts: 'latestProjects' | 'latestServices';
  viewAllTo: string;
  items: T[] | undefined;
  loading: boolean;
  columns: keyof typeof GRID_COLUMNS;
  renderItem: (item: T) => ReactNode;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
      <SectionHeading
        id={headingId}
        title={t(`landing.${texts}.title`)}
        subtitle={t(`landing.${texts}.subtitle`)}
        action={
          <Link to={viewAllTo} className="touch-target text-sm font-semibold text-brand-700 hover:underline">
            {t(`landing.${texts}.viewAll`)}
          </Link>
        }
      />
      {loading ? (
        <CardSkeletons count={columns} />
      ) : items && items.length > 0 ? (
        <ul className={`grid gap-6 ${GRID_COLUMNS[columns]}`}>
          {items.map((item) => (
            <li key={item.id}>{renderItem(item)}</li>
          ))}
        </ul>
      ) : (
        <EmptyState text={t(`landing.${texts}.empty`)} />
      )}
    </section>
  );
}
