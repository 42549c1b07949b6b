import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { LoadFailed } from '#web/components/load-failed';

/**
 * A screen that could not be shown (its code did not arrive, the network dropped): said so inside
 * the app's frame, with Retry, and loaded again by itself once the browser is back online.
 */
export function ScreenFailed() {
  const error = useRouteError();
  useEffect(() => console.warn('A screen failed to load', error), [error]);
  return <LoadFailed pageHeading onRetry={() => window.location.reload()} />;
}
