const calls = new Map<string, Promise<unknown>>();

/**
 * Runs a one-shot call (an emailed link's token) at most once per key for the page's life: a screen
 * that mounts again while it runs shares the same answer instead of spending the token twice.
 */
export function oncePerKey<T>(key: string, call: () => Promise<T>): Promise<T> {
  const running = calls.get(key) ?? call();
  calls.set(key, running);
  return running as Promise<T>;
}
