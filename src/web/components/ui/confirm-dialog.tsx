import { lazy, Suspense, useEffect } from 'react';
import { loadWhenIdle } from '#web/lib/load-when-idle';
import { useLive } from '#web/lib/use-live';
import type { ConfirmDialogProps } from './confirm-dialog-content';

const loadDialog = () => import('./confirm-dialog-content');
const ConfirmDialogContent = lazy(loadDialog);

/**
 * Asks before something that cannot be undone; the body may hold extra inputs (a password...).
 * Nothing shows while closed, so the page does not wait for the dialog's code (Radix): it arrives
 * when the browser is idle, or when the dialog first opens.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  useEffect(() => loadWhenIdle(loadDialog), []);
  const live = useLive();
  if (!props.open || !live) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmDialogContent {...props} />
    </Suspense>
  );
}
