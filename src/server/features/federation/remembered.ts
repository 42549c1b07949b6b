/**
 * A place in this process's memory for answers by key: `remember(key, make)` answers what `make`
 * answered for that key within `ttlMs`, else asks it. At most `size` are kept (the oldest dropped
 * first); an answer that fails, or that `keep` refuses, is not kept; callers asking at once share one.
 */
export function remembered<V>(options: {
  size: number;
  ttlMs: number;
  keep?: (value: V) => boolean;
}): (key: string, make: () => Promise<V>) => Promise<V> {
  const kept = new Map<string, { until: number; value: Promise<V> }>();
  return (key, make) => {
    const now = Date.now();
    const found = kept.get(key);
    if (found && found.until > now) return found.value;
    kept.delete(key);
    const value = make();
    kept.set(key, { until: now + options.ttlMs, value });
    while (kept.size > options.size) kept.delete(kept.keys().next().value as string);
    const forget = () => {
      if (kept.get(key)?.value === value) kept.delete(key);
    };
    value.then((answer) => {
      if (options.keep && !options.keep(answer)) forget();
    }, forget);
    return value;
  };
}
