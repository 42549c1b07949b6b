import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
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

const noChanges = () => () => undefined;
/**
 * False on the server and while hydrating, true once the app is live. A dialog open from the first
 * paint (one an address opens, as ?review= does) waits for it: the server renders no lazy code (its
 * renderer cannot wait for it) and hydration must meet what the server sent.
 */
const useLive = () =>
  useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );

/**
 * Asks before something that cannot be undone; the body may hold extra inputs (a password...).
 * Nothing shows while closed, so the page does not wait for the dialog's code (Radix): it arrives
 * when the browser is idle, or when the dialog first opens.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  useEffect(loadWhenIdle, []);
  const live = useLive();
  if (!props.open || !live) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmDialogContent {...props} />
    </Suspense>
  );
}
