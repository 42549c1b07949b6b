import { useSyncExternalStore } from 'react';

// The id the server gave this tab's event stream in its 'ready' event: the tab names it when it
// tells the server which conversation it shows. Null until the stream is open.
let streamId: string | null = null;
const listeners = new Set<() => void>();

export function setLiveStreamId(id: string | null) {
  streamId = id;
  for (const listener of listeners) listener();
}

export function useLiveStreamId() {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => streamId,
    () => null,
  );
}
