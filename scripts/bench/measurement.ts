/** What one load run of one target found; latencies in milliseconds. */
export type Measurement = {
  target: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Answers outside 2xx; a 429 means the rate limit was hit, which the bench must avoid. */
  non2xx: number;
  /** Connection errors and timeouts (load), or failed queries (database). */
  errors: number;
  /** Counts by status code, to tell which non-2xx answers came back. */
  statusCodes: Record<string, number>;
  /** Seconds the app's job queue took, after the load, to do the work its requests left (writes). */
  drainSeconds?: number;
  /** The queue was still busy when the bench stopped waiting: `drainSeconds` is a lower bound. */
  drainUnfinished?: boolean;
};

/** The value below which the given fraction of the sorted values lies (nearest rank). */
export function percentile(sortedValues: number[], fraction: number): number {
  if (sortedValues.length === 0) return Number.NaN;
  const rank = Math.ceil(fraction * sortedValues.length) - 1;
  return sortedValues[Math.min(Math.max(rank, 0), sortedValues.length - 1)] ?? Number.NaN;
}

/** A database loop's figures: its latencies (sorted here) and failures since it started. */
export function loopMeasurement(
  target: string,
  latencies: number[],
  errors: number,
  startedMs: number,
): Measurement {
  const seconds = (performance.now() - startedMs) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    target,
    requestsPerSecond: latencies.length / seconds,
    p50Ms: percentile(latencies, 0.5),
    p99Ms: percentile(latencies, 0.99),
    non2xx: 0,
    errors,
    statusCodes: {},
  };
}
