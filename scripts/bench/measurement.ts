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
};

/** The value below which the given fraction of the sorted values lies (nearest rank). */
export function percentile(sortedValues: number[], fraction: number): number {
  if (sortedValues.length === 0) return Number.NaN;
  const rank = Math.ceil(fraction * sortedValues.length) - 1;
  return sortedValues[Math.min(Math.max(rank, 0), sortedValues.length - 1)] ?? Number.NaN;
}
