import type { RunningServer } from '../bench/servers';
import type { CheckOutcome } from './check';
import type { Community } from './community';
import { describeFailures, formatSummaries, isSuccess, summarise } from './exchanges';
import { runMixedLoad } from './mixed-load';
import * as settings from './settings';

/**
 * Check 1: searches, profile views, sign-ins, follows, comments and service requests at once, from
 * many clients. Every request sent is one that should succeed, so any answer outside 2xx fails.
 */
export async function checkMixedLoad(server: RunningServer, community: Community): Promise<CheckOutcome> {
  console.log(
    `${settings.MIXED_SECONDS} s of mixed traffic on ${settings.CONNECTIONS} connections ` +
      `(every request is one that should answer 2xx; no 4xx is intended).`,
  );
  const started = performance.now();
  const deadline = started + settings.MIXED_SECONDS * 1000;
  const exchanges = await runMixedLoad({
    baseUrl: server.url,
    community,
    connections: settings.CONNECTIONS,
    keepGoing: () => performance.now() < deadline,
  });
  const seconds = (performance.now() - started) / 1000;
  const summaries = summarise(exchanges, seconds);
  console.log(formatSummaries(summaries));

  const failures = exchanges.filter((exchange) => !isSuccess(exchange));
  if (failures.length > 0) console.log(`First failures:\n${describeFailures(failures)}`);
  const all = summaries[summaries.length - 1];
  if (!all) throw new Error('the load sent no request');
  return {
    passed: failures.length === 0,
    figures:
      `${all.requests} requests in ${seconds.toFixed(0)} s, ${all.perSecond.toFixed(0)} req/s, ` +
      `p50 ${all.p50Ms.toFixed(0)} ms, p99 ${all.p99Ms.toFixed(0)} ms; ${all.statuses}; ` +
      `non-2xx ${all.non2xx}, 5xx ${all.serverErrors}, errors ${all.errors}`,
  };
}
