import { useEffect, useState } from 'react';

/** How long suggestions wait for typing to pause, so a fast typist does not ask for each letter. */
export const SUGGESTION_PAUSE_MS = 150;

/** The value once it has not changed for `pauseMs`: what suggestions ask for while a person types. */
export function usePausedValue<Value>(value: Value, pauseMs: number): Value {
  const [paused, setPaused] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setPaused(value), pauseMs);
    return () => clearTimeout(timer);
  }, [value, pauseMs]);
  return paused;
}
