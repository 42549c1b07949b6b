import { percentile } from '../bench/measurement';
import { markdownTable } from '../bench/report';

/** One request and what came of it; times from performance.now(), in milliseconds. */
export type Exchange = {
  kind: string;
  method: string;
  path: string;
  startedAt: number;
  endedAt: number;
  /** The answer's status; absent when no answer came. */
  status?: number;
  /** The socket error when no answer came: ECONNRESET, ECONNREFUSED, ETIMEDOUT... */
  error?: string;
  /** The start of an answer outside 2xx, to tell what went wrong. */
  detail?: string;
};

export const isSuccess = (exchange: Exchange) =>
  exchange.status !== undefined && exchange.status >= 200 && exchange.status <= 299;

/** Occurrences of each value, as "200: 512, 201: 40". */
export function tally(values: (string | number)[]): string {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(String(value), (counts.get(String(value)) ?? 0) + 1);
  return [...counts.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([value, count]) => `${value}: ${count}`)
    .join(', ');
}

export type ExchangeSummary = {
  kind: string;
  requests: number;
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
  serverErrors: number;
  errors: number;
  statuses: string;
};

function summariseOne(kind: string, exchanges: Exchange[], seconds: number): ExchangeSummary {
  const answered = exchanges.filter((exchange) => exchange.status !== undefined);
  const latencies = answered.map((exchange) => exchange.endedAt - exchange.startedAt).sort((a, b) => a - b);
  return {
    kind,
    requests: exchanges.length,
    perSecond: exchanges.length / seconds,
    p50Ms: percentile(latencies, 0.5),
    p99Ms: percentile(latencies, 0.99),
    non2xx: answered.filter((exchange) => !isSuccess(exchange)).length,
    serverErrors: answered.filter((exchange) => (exchange.status ?? 0) >= 500).length,
    errors: exchanges.length - answered.length,
    statuses: tally([
      ...answered.map((exchange) => exchange.status ?? 0),
      ...exchanges.flatMap((exchange) => (exchange.error ? [exchange.error] : [])),
    ]),
  };
}

/** Figures per kind of request, then for all of them ("all" last). */
export function summarise(exchanges: Exchange[], seconds: number): ExchangeSummary[] {
  const kinds = [...new Set(exchanges.map((exchange) => exchange.kind))].sort();
  return [
    ...kinds.map((kind) =>
      summariseOne(
        kind,
        exchanges.filter((exchange) => exchange.kind === kind),
        seconds,
      ),
    ),
    summariseOne('all', exchanges, seconds),
  ];
}

export function formatSummaries(summaries: ExchangeSummary[]): string {
  const header = ['request', 'count', 'req/s', 'p50 ms', 'p99 ms', 'non-2xx', '5xx', 'errors', 'statuses'];
  const rows = summaries.map((summary) => [
    summary.kind,
    String(summary.requests),
    summary.perSecond.toFixed(1),
    summary.p50Ms.toFixed(1),
    summary.p99Ms.toFixed(1),
    String(summary.non2xx),
    String(summary.serverErrors),
    String(summary.errors),
    summary.statuses,
  ]);
  return markdownTable(header, rows);
}

/** The first few failed exchanges, one per line, for the reader to see what the server said. */
export function describeFailures(exchanges: Exchange[], limit = 10): string {
  return exchanges
    .slice(0, limit)
    .map(
      (exchange) =>
        `  ${exchange.method} ${exchange.path} → ${exchange.status ?? exchange.error}` +
        (exchange.detail ? ` ${exchange.detail}` : ''),
    )
    .join('\n');
}
