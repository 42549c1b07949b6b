import { type HttpTarget, loadTarget } from './load';
import { type Measurement, percentile } from './measurement';

/** A target's answers received within one window of a load. */
export type LoadWindow = { seconds: number; requestsPerSecond: number; p50Ms: number; p99Ms: number };

/**
 * Loads a target without a break until stopped, keeping when each answer came and how long it took,
 * so that windows of the one load compare with each other. Loads started apart would each begin
 * with every connection asking at once, whose slow first answers weigh more in a short window's p99
 * than in a long one's.
 */
export function startContinuousLoad(
  target: HttpTarget,
  options: { connections: number; maxSeconds: number },
) {
  const answers: { atMs: number; latencyMs: number }[] = [];
  let stop = () => {};
  const stopped = new Promise<void>((resolve) => {
    stop = resolve;
  });
  const measured = loadTarget(target, {
    connections: options.connections,
    durationSeconds: options.maxSeconds,
    until: stopped,
    onResponse: (latencyMs) => answers.push({ atMs: performance.now(), latencyMs }),
  });
  return {
    /** The answers received from `fromMs` to `toMs` (performance.now()). */
    window(fromMs: number, toMs: number): LoadWindow {
      const latencies = answers
        .filter(({ atMs }) => atMs >= fromMs && atMs < toMs)
        .map(({ latencyMs }) => latencyMs)
        .sort((a, b) => a - b);
      const seconds = (toMs - fromMs) / 1000;
      return {
        seconds,
        requestsPerSecond: latencies.length / seconds,
        p50Ms: percentile(latencies, 0.5),
        p99Ms: percentile(latencies, 0.99),
      };
    },
    /** Stops the load; answers the whole of it, with its non-2xx answers and errors. */
    stop(): Promise<Measurement> {
      stop();
      return measured;
    },
  };
}
