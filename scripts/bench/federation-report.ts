// The federation figure's table and verdicts, for npm run bench and run-federation.ts alike.
import {
  DELIVERY_GOAL_SECONDS,
  EXPLORE_SLOWDOWN_GOAL,
  type Delivery,
  type FederationFigures,
} from './federation';
import { markdownTable } from './report';

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? Number.NaN;
};
const verdict = (met: boolean) => (met ? 'met' : 'NOT MET');

/**
 * The rounds as a Markdown table and two lines against the goals. Explore's p99 during a delivery is
 * held to the mean of its p99 in the windows at rest either side of it, of the same continuous load,
 * so drift over the run hits both alike. Failures
 * (a server without its Create, a signature that does not verify, a non-2xx answer or an error of
 * Explore) make the figures invalid; a goal missed does not.
 */
export function reportFederation(deployments: FederationFigures[]): { text: string; failures: number } {
  const reports = deployments.map(reportDeployment);
  return {
    text: reports.map((report) => report.text).join('\n\n'),
    failures: reports.reduce((sum, report) => sum + report.failures, 0),
  };
}

function reportDeployment(figures: FederationFigures): { text: string; failures: number } {
  const { rounds, servers } = figures;
  const slowdowns = rounds.map(({ during, restBefore }, index) => {
    const restAfter = rounds[index + 1]?.restBefore ?? figures.restAfter;
    return during.p99Ms / ((restBefore.p99Ms + restAfter.p99Ms) / 2);
  });
  const rows = rounds.map(({ delivery, during, restBefore }, index) => [
    String(index + 1),
    `${delivery.servers} of ${servers}`,
    delivery.seconds.toFixed(2),
    `${delivery.verified}`,
    `${Math.round(restBefore.requestsPerSecond)} / ${Math.round(during.requestsPerSecond)}`,
    String(Math.round(restBefore.p99Ms)),
    String(Math.round(during.p99Ms)),
    String(Math.round((rounds[index + 1]?.restBefore ?? figures.restAfter).p99Ms)),
    (slowdowns[index] ?? Number.NaN).toFixed(2),
  ]);
  const table = markdownTable(
    [
      'round',
      'servers with the Create',
      'seconds',
      'signatures verified',
      'explore req/s before / during',
      'explore p99 ms before',
      'during',
      'after',
      'during / at rest',
    ],
    rows,
  );

  const seconds = rounds.map(({ delivery }) => delivery.seconds);
  const slowest = Math.max(...seconds);
  const slowdown = median(slowdowns);
  const repeated = rounds.reduce((sum, { delivery }) => sum + delivery.repeated, 0);
  const lines = [
    `Every server had the Create in a median of ${median(seconds).toFixed(2)} s, the slowest round ` +
      `${slowest.toFixed(2)} s (goal ≤ ${DELIVERY_GOAL_SECONDS} s: ${verdict(slowest <= DELIVERY_GOAL_SECONDS)}); ` +
      `the first delivery, which loads Fedify, ${figures.firstDelivery.seconds.toFixed(2)} s.`,
    `Explore's p99 during a delivery / at rest: median ${slowdown.toFixed(2)} ` +
      `(goal ≤ ${EXPLORE_SLOWDOWN_GOAL.toFixed(2)}: ${verdict(slowdown <= EXPLORE_SLOWDOWN_GOAL)}).` +
      (repeated > 0 ? ` ${repeated} servers received a Create twice.` : ''),
  ];

  const incomplete = (delivery: Delivery) =>
    servers - delivery.servers + (delivery.servers - Math.min(delivery.verified, delivery.servers));
  const failures =
    incomplete(figures.firstDelivery) +
    rounds.reduce((sum, { delivery }) => sum + incomplete(delivery), 0) +
    figures.load.non2xx +
    figures.load.errors;
  return { text: `Delivered by ${figures.deployment}:\n\n${table}\n\n${lines.join('\n')}`, failures };
}
