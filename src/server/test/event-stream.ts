import { expect } from 'vitest';

/** A signed-in tab's event stream, read as the browser would: the events in order of arrival. */
export async function openEventStream(baseUrl: string, cookie: string) {
  const controller = new AbortController();
  const response = await fetch(`${baseUrl}/api/events`, { headers: { cookie }, signal: controller.signal });
  const events: string[] = [];
  const payloads: Array<Record<string, unknown>> = [];
  if (response.body) {
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    void (async () => {
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) return;
          buffer += decoder.decode(value, { stream: true });
          let boundary = buffer.indexOf('\n\n');
          while (boundary >= 0) {
            const block = buffer.slice(0, boundary);
            const type = /^event: (.+)$/m.exec(block)?.[1];
            const data = /^data: (.+)$/m.exec(block)?.[1];
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
    async received(type: string, count = 1) {
      await expect.poll(() => events.filter((event) => event === type).length, { timeout: 5000 }).toBe(count);
    },
    close: () => controller.abort(),
  };
}
