import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect } from 'react';
import { LIVE_EVENT_TYPES, type LiveEventType } from '@shared/schemas/events';
import { useSession } from '../auth/api/session';
import { STANDING_QUERY_KEY } from '../standing/api/standing';

/** What each live event makes stale; the tab fetches it again through the API. */
const STALE_ON: Record<Exclude<LiveEventType, 'ready' | 'resync'>, QueryKey[]> = {
  standing: [STANDING_QUERY_KEY],
};
const EVERYTHING_LIVE = Object.values(STALE_ON).flat();

/**
 * Keeps one Server-Sent Events stream open while signed in. The browser reconnects by itself after a
 * drop; the 'ready' that follows a reconnection (or a 'resync') refreshes everything live, since
 * events may have been missed in between.
 */
export function useLiveEvents() {
  const queryClient = useQueryClient();
  const { user } = useSession();
  const userId = user?.id;

  useEffect(() => {
    if (!userId || typeof EventSource === 'undefined') return;
    const source = new EventSource('/api/events');
    const refresh = (keys: QueryKey[]) => {
      for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey });
    };
    let connectedBefore = false;
    for (const type of LIVE_EVENT_TYPES) {
      source.addEventListener(type, () => {
        if (type === 'ready') {
          if (connectedBefore) refresh(EVERYTHING_LIVE);
          connectedBefore = true;
        } else if (type === 'resync') refresh(EVERYTHING_LIVE);
        else refresh(STALE_ON[type]);
      });
    }
    return () => source.close();
  }, [userId, queryClient]);
}
