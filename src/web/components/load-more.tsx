import { useEffect, useRef } from 'react';
import { useTranslation } from '#web/i18n/react';
import { Button } from './ui/button';
import { Spinner } from './ui/spinner';

/** Loads the next page when the end of the list scrolls into view, or when the button is pressed. */
export function LoadMore({
  hasMore,
  loading,
  onLoad,
}: {
  hasMore: boolean;
  loading: boolean;
  onLoad: () => void;
}) {
  const { t } = useTranslation();
  const sentinel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = sentinel.current;
    if (!element || !hasMore || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting) && !loading) onLoad();
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [hasMore, loading, onLoad]);
  if (!hasMore) return null;
  return (
    <div ref={sentinel} className="mt-8 flex justify-center">
      {loading ? (
        <Spinner />
      ) : (
        <Button variant="outline" onClick={onLoad}>
          {t('search.loadMore')}
        </Button>
      )}
    </div>
  );
}
