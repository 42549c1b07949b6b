import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from '#web/i18n/react';
import { LoadFailed } from './load-failed';
import { cn } from '#web/lib/cn';
import { LoadMore } from './load-more';
import { Button } from './ui/button';

// As many placeholders as a first screen of results holds.
const SKELETON_COUNT = 6;

/**
 * The result area of a search screen: cards' shapes while the first page loads, what failed with a
 * way to try again (or that the browser is offline), the empty state with the hint to adjust
 * filters (and a way to clear them), or the grid with more pages loaded on scroll or on demand, under
 * what the search was read as when its typos had to be forgiven.
 */
export function ResultsGrid<Item>({
  results,
  label,
  emptyText,
  gridClassName,
  keyOf,
  renderItem,
  skeleton,
  onClearFilters,
}: {
  results: UseInfiniteQueryResult<InfiniteData<{ items: Item[]; correctedQuery?: string | undefined }>>;
  label: string;
  emptyText: string;
  gridClassName: string;
  keyOf: (item: Item) => string;
  renderItem: (item: Item) => ReactNode;
  /** One result's shape while it loads. */
  skeleton: ReactNode;
  /** Given while filters are on: no results then offers to clear them. */
  onClearFilters?: (() => void) | undefined;
}) {
  const { t } = useTranslation();
  const items = results.data?.pages.flatMap((page) => page.items) ?? [];
  const correctedQuery = results.data?.pages[0]?.correctedQuery;
  // Offline, a query waits (paused) rather than fails: say so instead of showing shapes forever.
  const waitingForNetwork = results.isPending && results.fetchStatus === 'paused';
  if ((results.isError && items.length === 0) || waitingForNetwork) {
    return <LoadFailed onRetry={() => void results.refetch()} />;
  }
  if (results.isPending) {
    return (
      <ul
        className={cn('mt-4 grid grid-cols-1 gap-4 sm:mt-8 sm:gap-6', gridClassName)}
        aria-label={label}
        aria-busy="true"
      >
        {Array.from({ length: SKELETON_COUNT }, (_, index) => (
          <li key={index}>{skeleton}</li>
        ))}
      </ul>
    );
  }
  if (items.length === 0) {
    return (
      <div className="py-16 text-center">
        <p className="text-lg font-semibold">{emptyText}</p>
        <p className="mt-1 text-slate-500">{t('search.adjustFilters')}</p>
        {onClearFilters && (
          <Button variant="outline" className="mt-4" onClick={onClearFilters}>
            {t('search.clearFilters')}
          </Button>
        )}
      </div>
    );
  }
  return (
    <>
      {correctedQuery && (
        <p className="mt-6 text-slate-600" role="status">
          {t('search.correctedQuery', { query: correctedQuery })}
        </p>
      )}
      <ul className={cn('mt-4 grid grid-cols-1 gap-4 sm:mt-8 sm:gap-6', gridClassName)} aria-label={label}>
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
