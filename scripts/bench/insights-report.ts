// Prints Explore's rate alone and while 2,000 views a second are counted (insights.ts), against the
// goal of docs/decisions/0072: within 5 %. A goal not met is reported, never a failure of the run.
import { benchCountedViews, VIEWS_PER_SECOND } from './insights';
import { formatTable, ratio, summariseRounds } from './report';
import * as settings from './settings';

const GOAL = 0.95;

export async function reportCountedViews(options: Parameters<typeof benchCountedViews>[0]) {
  console.log(
    `\nInsights: ${options.explore.name} alone, and while a second process counts ${VIEWS_PER_SECOND} ` +
      `views a second (POST /api/insights/views, a new address each), ${settings.ROUNDS} rounds:`,
  );
  const { alone, beside, explore, views } = await benchCountedViews(options);
  const summaries = summariseRounds(explore);
  console.log(formatTable(summaries));
  const counted = summariseRounds(views)[0];
  const share = Number(ratio(summaries, beside, alone));
  console.log(
    `views told: ${Math.round(counted?.requestsPerSecond ?? 0)}/s (p99 ${counted?.p99Ms.toFixed(1)} ms); ` +
      `explore with them / alone: ${ratio(summaries, beside, alone)} ` +
      `(goal ≥ ${GOAL}: ${share >= GOAL ? 'met' : 'NOT MET'})`,
  );
  const failures = [...explore, ...views].reduce((sum, m) => sum + m.non2xx + m.errors, 0);
  return { failures };
}
