import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect } from 'react';
import { LIVE_EVENT_TYPES, type LiveEvent } from '#shared/schemas/events';
import { useSession } from '#web/lib/session';
import { commentsKey } from '#web/features/comments/api/comments';
import { NOTIFICATIONS_KEY } from '#web/features/notifications/api/notifications';
import { ADMIN_KEY, MESSAGES_KEY, SERVICE_REQUESTS_KEY } from '#web/lib/query-keys';
import { ANNOUNCEMENTS_KEY } from '#web/features/announcements/api/announcements';
import { STANDING_QUERY_KEY, useKnownNotBanned } from '#web/features/standing/api/standing';
import {
  CONVERSATIONS_KEY,
  UNREAD_MESSAGES_KEY,
  conversationKey,
  threadKey,
} from '#web/features/messages/api/messages';
import { clearTyping, noteTyping } from '#web/features/messages/api/typing';
import { setLiveStreamId } from '#web/lib/live-stream';

/** Everything a tab shows that live events keep fresh, for a refetch after a missed stretch. */
const EVERYTHING_LIVE: QueryKey[] = [
  STANDING_QUERY_KEY,
  ANNOUNCEMENTS_KEY,
  NOTIFICATIONS_KEY,
  ['comments'],
  SERVICE_REQUESTS_KEY,
  MESSAGES_KEY,
];

/** What an event makes stale; the tab fetches it again through the API. */
function staleKeysOf(event: LiveEvent): QueryKey[] {
  switch (event.type) {
    case 'standing':
      return [STANDING_QUERY_KEY];
    case 'notifications':
      return [NOTIFICATIONS_KEY];
    case 'comments':
      return [commentsKey(event.projectId)];
    case 'requests':
      return [SERVICE_REQUESTS_KEY];
    case 'messages':
      return [threadKey(event.conversationId), CONVERSATIONS_KEY, UNREAD_MESSAGES_KEY];
    case 'read':
      return [conversationKey(event.conversationId), CONVERSATIONS_KEY, UNREAD_MESSAGES_KEY];
    case 'presence':
      // Whoever came or went shows in the list, in an open thread, or behind a Message button.
      return [MESSAGES_KEY];
    case 'typing':
      return [];
    case 'announcements':
      // A new one also wrote every member a notification.
      return [ANNOUNCEMENTS_KEY, NOTIFICATIONS_KEY, ADMIN_KEY];
    default:
      return EVERYTHING_LIVE;
  }
}

function parse(data: unknown): LiveEvent | null {
  try {
    return typeof data === 'string' ? (JSON.parse(data) as LiveEvent) : null;
  } catch {
    return null;
  }
}

/**
 * Keeps one Server-Sent Events stream open while signed in and known not to be banned (the server
 * refuses a banned member one, and ends an open one when the ban lands; the standing gate reads the
 * ban's end).
 * The browser reconnects by itself after a drop; the 'ready' that follows a reconnection (or a
 * 'resync') refreshes everything live, since events may have been missed in between.
 */
export function useLiveEvents() {
  const queryClient = useQueryClient();
  const { user } = useSession();
  const userId = user?.id;
  const notBanned = useKnownNotBanned();
  const open = Boolean(userId) && notBanned;

  useEffect(() => {
    if (!open || typeof EventSource === 'undefined') return;
    const source = new EventSource('/api/events');
    let connectedBefore = false;
    for (const type of LIVE_EVENT_TYPES) {
      source.addEventListener(type, (message) => {
        // An event that cannot be read could have been any: everything is fetched again.
        const event = parse((message as MessageEvent).data) ?? { type: 'resync' };
        if (event.type === 'ready') {
          setLiveStreamId(event.streamId ?? null);
          if (!connectedBefore) {
            connectedBefore = true;
            return;
          }
        }
        if (event.type === 'typing') noteTyping(event.conversationId);
        if (event.type === 'messages') clearTyping(event.conversationId);
        for (const queryKey of staleKeysOf(event)) void queryClient.invalidateQueries({ queryKey });
      });
    }
    return () => {
      source.close();
      setLiveStreamId(null);
    };
  }, [open, userId, queryClient]);
}
