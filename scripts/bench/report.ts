import os from 'node:os';
import type { Measurement } from './measurement';

/** A target over all rounds: the median round's figures, failures summed over every round. */
export type TargetSummary = Measurement & { roundsPerSecond: number[] };

/**
 * Groups the rounds by target. The median round (by requests/s) stands for the target, so one round
 * disturbed by the machine moves nothing; non-2xx answers and errors count from every round.
 */
export function summariseRounds(measurements: Measurement[]): TargetSummary[] {
  const byTarget = new Map<string, Measurement[]>();
  for (const measurement of measurements) {
    byTarget.set(measurement.target, [...(byTarget.get(measurement.target) ?? []), measurement]);
  }
  return [...byTarget.values()].map((rounds) => {
    const ranked = [...rounds].sort((a, b) => a.requestsPerSecond - b.requestsPerSecond);
    const median = ranked[Math.floor((ranked.length - 1) / 2)] ?? ranked[0];
    if (!median) throw new Error('a target without measurements');
    const statusCodes: Record<string, number> = {};
    for (const round of rounds) {
      for (const [code, count] of Object.entries(round.statusCodes)) {
        statusCodes[code] = (statusCodes[code] ?? 0) + count;
      }
    }
    return {
      ...median,
      non2xx: rounds.reduce((sum, round) => sum + round.non2xx, 0),
      errors: rounds.reduce((sum, round) => sum + round.errors, 0),
      statusCodes,
      roundsPerSecond: rounds.map((round) => round.requestsPerSecond),
    };
  });
}

// autocannon records whole milliseconds; the database loop measures finer, worth one decimal.
const formatMs = (value: number) => (Number.isInteger(value) ? String(value) : value.toFixed(1));

/** The summaries as a Markdown table, ready to paste into docs/performance.md. */
export function formatTable(summaries: TargetSummary[]): string {
  const header = ['target', 'req/s', 'p50 ms', 'p99 ms', 'non-2xx', 'errors', 'req/s of each round'];
  const rows = summaries.map((summary) => [
    summary.target,
    String(Math.round(summary.requestsPerSecond)),
    formatMs(summary.p50Ms),
    formatMs(summary.p99Ms),
    String(summary.non2xx),
    String(summary.errors),
    summary.roundsPerSecond.map((value) => Math.round(value)).join(' / '),
  ]);
  return markdownTable(header, rows);
}

/** Cells as a Markdown table whose columns line up in a terminal too. */
export function markdownTable(header: string[], rows: string[][]): string {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (cells: string[]) =>
    `| ${cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(' | ')} |`;
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join('\n');
}

/** requests/s of `numerator` over `denominator` to two significant digits: "0.42", "0.0055". */
export function ratio(summaries: TargetSummary[], numerator: string, denominator: string): string {
  const find = (target: string) => summaries.find((summary) => summary.target === target);
  const top = find(numerator);
  const bottom = find(denominator);
  if (!top || !bottom || bottom.requestsPerSecond === 0) return 'n/a';
  return (top.requestsPerSecond / bottom.requestsPerSecond).toPrecision(2);
}

/** The machine's load average (1, 5, 15 min): other processes lower every figure, and this tells a reader whether they ran. */
export const loadAverage = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(', ');
