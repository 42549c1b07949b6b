// Prints Explore's rate alone and while 2,000 views a second are counted (insights.ts), against the
// goal of docs/decisions/0072: within 5 %; and beside the same views told by HTTP, for what those
// requests cost. A goal not met is reported, never a failure of the run.
import { benchCountedViews, VIEWS_PER_SECOND } from './insights';
import { formatTable, ratio, summariseRounds } from './report';
import * as settings from './settings';

const GOAL = 0.95;

export async function reportCountedViews(options: Parameters<typeof benchCountedViews>[0]) {
  console.log(
    `\nInsights: ${options.explore.name} alone; while a process counts ${VIEWS_PER_SECOND} views a ` +
      `second as first pages are counted (no request of their own); and while a second app process is ` +
      `told of ${VIEWS_PER_SECOND} views a second (POST /api/insights/views, a new address each), ` +
      `${settings.ROUNDS} rounds:`,
  );
  const { alone, besideCounting, besideTold, explore, told, counted } = await benchCountedViews(options);
  const summaries = summariseRounds(explore);
  console.log(formatTable(summaries));
  const share = Number(ratio(summaries, besideCounting, alone));
  const sorted = [...counted].sort((a, b) => a - b);
  console.log(
    `views counted: ${Math.round(sorted[Math.floor(sorted.length / 2)] ?? 0)}/s; ` +
      `explore with them / alone: ${ratio(summaries, besideCounting, alone)} ` +
      `(goal ≥ ${GOAL}: ${share >= GOAL ? 'met' : 'NOT MET'})`,
  );
  const byHttp = summariseRounds(told)[0];
  console.log(
    `views told by HTTP: ${Math.round(byHttp?.requestsPerSecond ?? 0)}/s answered (p99 ` +
      `${byHttp?.p99Ms.toFixed(1)} ms); explore with them / alone: ${ratio(summaries, besideTold, alone)} ` +
      `(the requests' cost on these shared cores, not the counting's)`,
  );
  const failures = [...explore, ...told].reduce((sum, m) => sum + m.non2xx + m.errors, 0);
  return { failures };
}
