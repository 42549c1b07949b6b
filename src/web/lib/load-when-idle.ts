/**
 * Fetches code once the page has nothing better to do (or after two seconds where the browser cannot
 * say), so a part a tap opens later is there at once, without weighing on the page going live.
 * Answers how to stop waiting: an effect's cleanup.
 */
export function loadWhenIdle(load: () => Promise<unknown> | void) {
  // A failure is left to the tap, which tries again.
  const start = () => void Promise.resolve(load()).catch(() => undefined);
  if ('requestIdleCallback' in window) {
    const handle = window.requestIdleCallback(start, { timeout: 5000 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(start, 2000);
  return () => clearTimeout(timer);
}
