import { useMutation } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { apiRequest } from '#web/lib/api-client';
import { useLiveStreamId } from '#web/lib/live-stream';

// The other tab shows "… is typing" for 6 s after each signal, so one every 3 s keeps it steady.
const TYPING_SIGNAL_EVERY_MS = 3000;

/** Tells the other member that one is typing: at most one signal every few seconds. */
export function useTypingSignal(conversationId: string) {
  const lastSent = useRef(0);
  const { mutate } = useMutation({
    mutationFn: () => apiRequest(`/messages/conversations/${conversationId}/typing`, { method: 'POST' }),
    // A lost signal only means the indicator shows a moment late.
    onError: () => undefined,
  });
  return useCallback(() => {
    const now = Date.now();
    if (now - lastSent.current < TYPING_SIGNAL_EVERY_MS) return;
    lastSent.current = now;
    mutate();
  }, [mutate]);
}

/**
 * Tells the server which conversation this tab shows while it is in view, so that a message
 * arriving there makes no notification; and nothing once the tab is hidden or the thread closes.
 */
export function useViewingSignal(conversationId: string | null) {
  const streamId = useLiveStreamId();
  const { mutate } = useMutation({
    mutationFn: (viewing: { streamId: string; conversationId: string | null }) =>
      apiRequest('/messages/viewing', { method: 'PUT', json: viewing }),
    onError: () => undefined,
  });
  useEffect(() => {
    if (!streamId) return;
    const report = () =>
      mutate({ streamId, conversationId: document.visibilityState === 'visible' ? conversationId : null });
    report();
    document.addEventListener('visibilitychange', report);
    return () => {
      document.removeEventListener('visibilitychange', report);
      if (conversationId) mutate({ streamId, conversationId: null });
    };
  }, [streamId, conversationId, mutate]);
}
