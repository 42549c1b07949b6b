import autocannon from 'autocannon';
import type { Measurement } from './measurement';

/** One request whole: a write with its body. */
export type WholeRequest = {
  method: 'POST' | 'PUT';
  path: string;
  headers: Record<string, string>;
  body: string;
};

/**
 * An HTTP target: its requests cycle through `paths` (one path, or many pages of one kind), with
 * `headers` on each (a member's session cookie, for screens behind sign-in); or each is made whole
 * by `request` (a write).
 */
export type HttpTarget = {
  name: string;
  baseUrl: string;
  paths: string[];
  headers?: Record<string, string>;
  request?: () => WholeRequest;
  /**
   * Resolves once the work the target's requests left to the app's job queue is done (true), or it
   * gave up waiting (false): the bench waits before the next target, which would otherwise run
   * beside that backlog.
   */
  drained?: () => Promise<boolean>;
};

export type LoadOptions = {
  connections: number;
  durationSeconds: number;
  /** Stops the load early once this settles (within 100 ms): a load for as long as something lasts. */
  until?: Promise<unknown>;
  /** Hears each answer's latency as it comes, for figures over parts of the load (load-windows.ts). */
  onResponse?: (latencyMs: number) => void;
  /** Requests a second over all connections, a steady load rather than as many as answered. */
  overallRate?: number;
  /** Each request whole (a POST with its body), instead of the target's own. */
  request?: () => WholeRequest;
};

let clientCount = 0;

/**
 * A client address never given before in this run: 10.0.0.1, 10.0.0.2, … Sent as X-Forwarded-For to a
 * server that trusts the proxy hops in front of it (servers.ts), it becomes request.ip, the key the rate limits count by, so the
 * search endpoints' per-client limit (120 a minute) is never reached by a load of many clients.
 */
export function nextClientAddress(): string {
  clientCount += 1;
  return `10.${(clientCount >> 16) & 255}.${(clientCount >> 8) & 255}.${clientCount & 255}`;
}

/** Loads one target with autocannon for the given time; every request comes from a new client. */
export async function loadTarget(target: HttpTarget, options: LoadOptions): Promise<Measurement> {
  let sent = 0;
  const settings: autocannon.Options = {
    url: target.baseUrl,
    connections: options.connections,
    duration: options.durationSeconds,
    // autocannon looks whether it was stopped once per sample, every second unless told otherwise.
    ...(options.until ? { sampleInt: 100 } : {}),
    ...(options.overallRate ? { overallRate: options.overallRate } : {}),
    requests: [
      {
        method: 'GET',
        setupRequest: (request) => {
          const whole = options.request ?? target.request;
          if (whole) return { ...request, ...whole() };
          const path = target.paths[sent % target.paths.length];
          sent += 1;
          return {
            ...request,
            path,
            headers: { ...request.headers, ...target.headers, 'x-forwarded-for': nextClientAddress() },
          };
        },
      },
    ],
  };
  // The callback form answers the instance, which has stop(); the promise form does not.
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(settings, (error, answer) => (error ? reject(error) : resolve(answer)));
    const stop = () => instance.stop();
    options.until?.then(stop, stop);
    const { onResponse } = options;
    if (onResponse) instance.on('response', (_client, _status, _bytes, latencyMs) => onResponse(latencyMs));
  });
  const statusCodes = Object.fromEntries(
    Object.entries(result.statusCodeStats ?? {}).map(([code, stats]) => [code, stats.count ?? 0]),
  );
  return {
    target: target.name,
    requestsPerSecond: result.requests.total / result.duration,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    statusCodes,
  };
}
