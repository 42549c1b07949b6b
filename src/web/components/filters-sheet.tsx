import { SlidersHorizontal } from 'lucide-react';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from '#web/i18n/react';
import { LazyPartBoundary } from './lazy-part-boundary';
import { buttonClasses } from './ui/button';
import { loadWhenIdle } from '#web/lib/load-when-idle';

const loadSheet = () => import('./filters-sheet-content');
const FiltersSheetContent = lazy(loadSheet);

/** Where the filters fold away: below Tailwind's lg, as the search screens' inline grid starts there. */
const FOLDED_QUERY = '(max-width: 1023px)';

/**
 * A search screen's filters (not its search box): inline from a desktop's width, in the screen's
 * own form; narrower, folded into a 'Filters' button that says how many are on and opens them in a
 * sheet from the bottom, so that the first screen of a phone shows results. The fields are the
 * same in both places (they write the address, lib/use-url-filters.ts): a change applies as it
 * does inline, and closing the sheet applies what is typed at once.
 */
export function FiltersSheet({
  count,
  onApply,
  onClear,
  children,
  inSheet = children,
}: {
  /** How many filters the address holds. */
  count: number;
  /** Applies what is typed now rather than after the typing pause. */
  onApply: () => void;
  /** Given while a filter is on: empties the filters in the sheet. */
  onClear?: (() => void) | undefined;
  /** The fields, as a desktop shows them inline. */
  children: ReactNode;
  /** The fields as the sheet shows them, when not as inline (no folding of their own there). */
  inSheet?: ReactNode;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  // A phone fetches the sheet's code once the page is idle, so it opens at once and offline too.
  useEffect(() => {
    if (!window.matchMedia(FOLDED_QUERY).matches) return;
    return loadWhenIdle(loadSheet);
  }, []);
  const changeOpen = (next: boolean) => {
    setOpen(next);
    if (!next) onApply();
  };
  return (
    <>
      <button
        type="button"
        onPointerDown={() => void loadSheet().catch(() => undefined)}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
        aria-haspopup="dialog"
        aria-label={count > 0 ? t('search.filters.openLabel', { count }) : undefined}
        className={buttonClasses('outline', 'md', 'shrink-0 lg:hidden')}
      >
        <SlidersHorizontal aria-hidden className="size-4" />
        {count > 0 ? t('search.filters.openWithCount', { count }) : t('search.filters.open')}
      </button>
      <div className="hidden lg:contents">{children}</div>
      {wanted && (
        <LazyPartBoundary>
          <Suspense fallback={null}>
            <FiltersSheetContent open={open} onOpenChange={changeOpen} onClear={onClear}>
              {inSheet}
            </FiltersSheetContent>
          </Suspense>
        </LazyPartBoundary>
      )}
    </>
  );
}
