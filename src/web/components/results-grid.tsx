import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/react';
import { Spinner } from './ui/spinner';
import { cn } from '../lib/cn';
import { LoadMore } from './load-more';

/**
 * The result area of a search screen: a spinner while the first page loads, the empty (or failed)
 * state with the hint to adjust filters, or the grid with more pages loaded on scroll or on demand.
 */
export function ResultsGrid<Item>({
  results,
  label,
  emptyText,
  gridClassName,
  keyOf,
  renderItem,
}: {
  results: UseInfiniteQueryResult<InfiniteData<{ items: Item[] }>>;
  label: string;
  emptyText: string;
  gridClassName: string;
  keyOf: (item: Item) => string;
  renderItem: (item: Item) => ReactNode;
}) {
  const { t } = useTranslation();
  const items = results.data?.pages.flatMap((page) => page.items) ?? [];
  if (results.isPending) {
    return (
      <div className="flex justify-center py-16">
        <Spinner />
      </div>
    );
  }
  if (items.length === 0) {
    return (
      <div className="py-16 text-center">
        <p className="text-lg font-semibold">
          {results.isError ? t('errors.somethingWentWrong') : emptyText}
        </p>
        <p className="mt-1 text-slate-500">{t('search.adjustFilters')}</p>
      </div>
    );
  }
  return (
    <>
      <ul className={cn('mt-8 grid gap-6', gridClassName)} aria-label={label}>
        {items.map((item) => (
          <li key={keyOf(item)}>{renderItem(item)}</li>
        ))}
      </ul>
      <LoadMore
        hasMore={Boolean(results.hasNextPage)}
        loading={results.isFetchingNextPage}
        onLoad={() => void results.fetchNextPage()}
      />
    </>
  );
}
