import { useSyncExternalStore } from 'react';

const noChanges = () => () => undefined;

/**
 * False on the server and while hydrating, true once the app is live. A part whose code loads apart,
 * open from the first paint (a dialog an address opens, as ?review= does), waits for it: the server
 * renders no lazy code (its renderer cannot wait for it) and hydration must meet what the server sent.
 */
export const useLive = () =>
  useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
