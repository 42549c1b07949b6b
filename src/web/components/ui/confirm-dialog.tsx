import { lazy, Suspense, useEffect } from 'react';
import type { ConfirmDialogProps } from './confirm-dialog-content';

const loadDialog = () => import('./confirm-dialog-content');
const ConfirmDialogContent = lazy(loadDialog);

/** Fetches the dialog's code once the page has nothing better to do, so it opens at once later. */
function loadWhenIdle() {
  const load = () => void loadDialog();
  if ('requestIdleCallback' in window) {
    const handle = window.requestIdleCallback(load, { timeout: 5000 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(load, 2000);
  return () => clearTimeout(timer);
}

/**
 * Asks before something that cannot be undone; the body may hold extra inputs (a password...).
 * Nothing shows while closed, so the page does not wait for the dialog's code (Radix): it arrives
 * when the browser is idle, or when the dialog first opens.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  useEffect(loadWhenIdle, []);
  if (!props.open) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmDialogContent {...props} />
    </Suspense>
  );
}
