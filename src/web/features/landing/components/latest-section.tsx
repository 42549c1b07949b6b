import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CardSkeletons, EmptyState } from './card-placeholders';
import { SectionHeading } from './section-heading';

/** A landing section listing the newest items: heading, link to all, then cards, skeletons or empty text. */
export function LatestSection<T extends { id: string }>({
  headingId,
  title,
  subtitle,
  viewAll,
  items,
  loading,
  emptyText,
  gridClassName,
  skeletons,
  renderItem,
}: {
  headingId: string;
  title: string;
  subtitle: string;
  viewAll: { to: string; label: string };
  items: T[] | undefined;
  loading: boolean;
  emptyText: string;
  gridClassName: string;
  skeletons: number;
  renderItem: (item: T) => ReactNode;
}) {
  return (
    <section aria-labelledby={headingId} className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
      <SectionHeading
        id={headingId}
        title={title}
        subtitle={subtitle}
        action={
          <Link to={viewAll.to} className="text-sm font-semibold text-brand-700 hover:underline">
            {viewAll.label}
          </Link>
        }
      />
      {loading ? (
        <CardSkeletons count={skeletons} />
      ) : items && items.length > 0 ? (
        <ul className={`grid gap-6 ${gridClassName}`}>
          {items.map((item) => (
            <li key={item.id}>{renderItem(item)}</li>
          ))}
        </ul>
      ) : (
        <EmptyState text={emptyText} />
      )}
    </section>
  );
}
