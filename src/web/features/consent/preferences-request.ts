import { useSyncExternalStore } from 'react';

// Lets the footer reopen the cookie preferences after the visitor has decided.
let requested = false;
const listeners = new Set<() => void>();

function setRequested(value: boolean) {
  requested = value;
  for (const listener of listeners) listener();
}

/** Opens the 'Cookie Preferences' view again. */
export function openCookiePreferences() {
  setRequested(true);
}

export function useCookiePreferencesRequest() {
  const value = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    () => requested,
    () => false,
  );
  return { requested: value, close: () => setRequested(false) };
}
