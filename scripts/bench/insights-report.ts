// Prints Explore's rate alone and while 2,000 views a second are counted (insights.ts), against the
// goal of docs/decisions/0072: within 5 %; and beside the same views told by HTTP, for what those
// requests cost. A goal not met is reported, never a failure of the run.
import { benchCountedViews, type PairedWindow, pairedRatio, VIEWS_PER_SECOND } from './insights';
import { markdownTable } from './report';

const GOAL = 0.95;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length / 2;
  return Number.isInteger(middle)
    ? ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2
    : (sorted[Math.floor(middle)] ?? 0);
};

/** A state's windows: the median rate and p99, each window's rate, and each pair's ratio. */
function describePairs(pairs: PairedWindow[]) {
  const ratios = pairs.map(pairedRatio);
  return {
    requestsPerSecond: median(pairs.map(({ beside }) => beside.requestsPerSecond)),
    p99Ms: median(pairs.map(({ beside }) => beside.p99Ms)),
    windows: pairs.map(({ beside }) => Math.round(beside.requestsPerSecond)).join(' / '),
    ratio: median(ratios),
    ratios: ratios.map((value) => value.toFixed(2)).join(' / '),
  };
}

const pairedRow = (name: string, figures: ReturnType<typeof describePairs>) => [
  name,
  String(Math.round(figures.requestsPerSecond)),
  figures.p99Ms.toFixed(0),
  figures.windows,
  figures.ratio.toFixed(2),
  figures.ratios,
];

export async function reportCountedViews(options: Parameters<typeof benchCountedViews>[0]) {
  console.log(
    `\nInsights: ${options.explore.name} loaded without a break, window by window alone; beside a ` +
      `process counting ${VIEWS_PER_SECOND} views a second as first pages are counted (no request of ` +
      `their own); alone; beside a second app process told of ${VIEWS_PER_SECOND} views a second ` +
      `(POST /api/insights/views, a new address each). Each window with views is held to the windows ` +
      `alone on either side of it:`,
  );
  const { aloneWindows, besideCounting, besideTold, load, told, counted } = await benchCountedViews(options);
  const counting = describePairs(besideCounting);
  const byHttp = describePairs(besideTold);
  const rows = [
    [
      'alone',
      String(Math.round(median(aloneWindows.map((w) => w.requestsPerSecond)))),
      median(aloneWindows.map((w) => w.p99Ms)).toFixed(0),
      aloneWindows.map((w) => Math.round(w.requestsPerSecond)).join(' / '),
      '',
      '',
    ],
    pairedRow('beside views counted', counting),
    pairedRow('beside views told by HTTP', byHttp),
  ];
  console.log(
    markdownTable(['explore', 'req/s', 'p99 ms', 'req/s of each window', 'paired', 'each pair'], rows),
  );
  const toldAnswered = median(told.map((m) => m.requestsPerSecond));
  console.log(
    `views counted: ${Math.round(median(counted))}/s; explore beside them / alone, paired: ` +
      `${counting.ratio.toFixed(2)} (goal ≥ ${GOAL}: ${counting.ratio >= GOAL ? 'met' : 'NOT MET'})`,
  );
  console.log(
    `views told by HTTP: ${Math.round(toldAnswered)}/s answered; explore beside them / alone, paired: ` +
      `${byHttp.ratio.toFixed(2)} (the requests' cost on these shared cores, not the counting's)`,
  );
  const failures = [load, ...told].reduce((sum, m) => sum + m.non2xx + m.errors, 0);
  return { failures };
}
