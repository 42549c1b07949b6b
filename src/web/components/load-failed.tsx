import { RotateCw, WifiOff } from 'lucide-react';
import { useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from '#web/i18n/react';
import { Button } from './ui/button';

const subscribeToConnection = (listener: () => void) => {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
};

/** Whether the browser says it is offline (the server renders as online). */
export function useOffline() {
  return useSyncExternalStore(
    subscribeToConnection,
    () => !navigator.onLine,
    () => false,
  );
}

/**
 * What a screen shows when its data could not be read: what failed and a way forward, never the
 * empty state's hint. Offline, it says so and tries again by itself once the connection is back.
 */
export function LoadFailed({ onRetry, pageHeading = false }: { onRetry: () => void; pageHeading?: boolean }) {
  const { t } = useTranslation();
  const offline = useOffline();
  const Title = pageHeading ? 'h1' : 'p';
  useEffect(() => {
    window.addEventListener('online', onRetry);
    return () => window.removeEventListener('online', onRetry);
  }, [onRetry]);
  return (
    <div role="alert" className="mx-auto flex max-w-md flex-col items-center py-16 text-center">
      {offline && <WifiOff aria-hidden className="mb-3 size-8 text-slate-400" />}
      {/* The screen's own heading when the whole screen failed (one h1 per page). */}
      <Title className={pageHeading ? 'text-3xl font-bold' : 'text-lg font-semibold'}>
        {offline ? t('loadFailed.offline') : t('loadFailed.title')}
      </Title>
      <p className="mt-1 text-slate-600">{offline ? t('loadFailed.offlineText') : t('loadFailed.text')}</p>
      <Button variant="outline" className="mt-4" onClick={onRetry}>
        <RotateCw aria-hidden className="size-4" />
        {t('common.retry')}
      </Button>
    </div>
  );
}
