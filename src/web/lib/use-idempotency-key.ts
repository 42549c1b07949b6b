import { useMemo, useRef } from 'react';

/** 128 random bits as hex: crypto.randomUUID exists only on secure pages, getRandomValues everywhere. */
function newKey() {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');
}

/**
 * The Idempotency-Key of a create (docs/decisions/0054): every try of the same thing (sent again
 * after "failed", a double tap) carries the same key, so the server stores it once; a change to what
 * is sent, or a success, starts a new one, so the same words sent again on purpose are a new thing.
 */
export function useIdempotencyKey() {
  const last = useRef<{ body: string; key: string } | null>(null);
  return useMemo(
    () => ({
      /** The header for sending `json`. */
      headersFor(json: unknown): Record<string, string> {
        const body = JSON.stringify(json);
        if (last.current?.body !== body) last.current = { body, key: newKey() };
        return { 'Idempotency-Key': last.current.key };
      },
      /** It was stored: what comes next is another thing. */
      stored() {
        last.current = null;
      },
    }),
    [],
  );
}
