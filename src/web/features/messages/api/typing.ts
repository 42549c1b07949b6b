import { useEffect, useState, useSyncExternalStore } from 'react';

// How long "… is typing" stays after the last typing event; the typer's tab sends one every few seconds.
const TYPING_SHOWN_MS = 6000;

const typingUntil = new Map<string, number>();
const listeners = new Set<() => void>();

/** A typing event for a conversation arrived (live events call this). */
export function noteTyping(conversationId: string) {
  typingUntil.set(conversationId, Date.now() + TYPING_SHOWN_MS);
  for (const listener of listeners) listener();
}

/** A message from them ends their typing at once. */
export function clearTyping(conversationId: string) {
  if (typingUntil.delete(conversationId)) for (const listener of listeners) listener();
}

/** Whether the other member of the conversation is typing now. */
export function useIsTyping(conversationId: string | null) {
  const until = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => (conversationId ? (typingUntil.get(conversationId) ?? 0) : 0),
    () => 0,
  );
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const left = until - Date.now();
    if (left <= 0) return;
    const timer = setTimeout(() => setNow(Date.now()), left);
    return () => clearTimeout(timer);
  }, [until]);
  return until > now;
}
