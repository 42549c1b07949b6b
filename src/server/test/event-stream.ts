import { expect } from 'vitest';

/** A signed-in tab's event stream, read as the browser would: the events in order of arrival. */
export async function openEventStream(baseUrl: string, cookie: string, headers: Record<string, string> = {}) {
  const controller = new AbortController();
  const response = await fetch(`${baseUrl}/api/events`, {
    headers: { ...headers, cookie },
    signal: controller.signal,
  });
  const events: string[] = [];
  const payloads: Array<Record<string, unknown>> = [];
  let ended = false;
  let retryMs: number | undefined;
  if (response.body) {
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    void (async () => {
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) {
            ended = true;
            return;
          }
          buffer += decoder.decode(value, { stream: true });
          let boundary = buffer.indexOf('\n\n');
          while (boundary >= 0) {
            const block = buffer.slice(0, boundary);
            const type = /^event: (.+)$/m.exec(block)?.[1];
            const data = /^data: (.+)$/m.exec(block)?.[1];
            const retry = /^retry: (\d+)$/m.exec(block)?.[1];
            if (retry) retryMs = Number(retry);
            if (type) {
              events.push(type);
              payloads.push(data ? (JSON.parse(data) as Record<string, unknown>) : { type });
            }
            buffer = buffer.slice(boundary + 2);
            boundary = buffer.indexOf('\n\n');
          }
        }
      } catch {
        // Aborted by close(): the test is done with the stream.
      }
    })();
  }
  return {
    status: response.status,
    events,
    /** Each event's data, in the same order. */
    payloads,
    /** Waits until `count` events of the type have arrived. */
    async received(type: string, count = 1, timeout = 5000) {
      await expect.poll(() => events.filter((event) => event === type).length, { timeout }).toBe(count);
    },
    /** Waits until the server has ended the stream. */
    async ended() {
      await expect.poll(() => ended, { timeout: 5000 }).toBe(true);
    },
    /** How long the server last asked the browser to wait before reconnecting. */
    retryMs: () => retryMs,
    close: () => controller.abort(),
  };
}
