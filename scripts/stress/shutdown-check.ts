import type { RunningServer } from '../bench/servers';
import { type CheckOutcome, sleep } from './check';
import type { Community } from './community';
import { describeFailures, type Exchange, isSuccess, tally } from './exchanges';
import { runMixedLoad } from './mixed-load';
import * as settings from './settings';

const outcome = (exchange: Exchange) => exchange.status ?? exchange.error ?? 'none';

/**
 * Fastify's own answer to a request it reads once closing has begun (return503OnClosing): its router
 * turns it away before any hook or handler runs, so the server never started it.
 */
const turnedAway = (exchange: Exchange) =>
  exchange.status === 503 && (exchange.detail ?? '').startsWith('{"error":"Service Unavailable"');

/**
 * Check 2: SIGTERM while the mixed load runs. Requests sent before the signal must all be answered
 * 2xx, those in flight at the signal included: a reset or socket error fails. One the server had not
 * yet read when it began closing may be turned away with Fastify's 503 (it was never started); those
 * are counted apart. Requests sent after the signal may be refused (connection refused, that 503, or
 * a reset of a keep-alive connection the server closed while idle) and are counted apart too.
 */
export async function checkShutdownUnderLoad(
  server: RunningServer,
  community: Community,
): Promise<CheckOutcome> {
  let signalAt = Number.POSITIVE_INFINITY;
  const load = runMixedLoad({
    baseUrl: server.url,
    community,
    connections: settings.CONNECTIONS,
    // After the signal each client stops at its first request that is not answered 2xx, or in time.
    keepGoing: (last) =>
      last.startedAt < signalAt ||
      (isSuccess(last) && performance.now() < signalAt + settings.SHUTDOWN_LIMIT_MS),
  });
  await sleep(settings.LOAD_BEFORE_SIGTERM_MS);
  signalAt = performance.now();
  server.signal('SIGTERM');
  const exit = await Promise.race([server.exited, sleep(settings.SHUTDOWN_LIMIT_MS).then(() => undefined)]);
  const shutdownMs = performance.now() - signalAt;
  const exchanges = await load;

  const before = exchanges.filter((exchange) => exchange.endedAt < signalAt);
  const inFlight = exchanges.filter(
    (exchange) => exchange.startedAt < signalAt && exchange.endedAt >= signalAt,
  );
  const after = exchanges.filter((exchange) => exchange.startedAt >= signalAt);
  const failedBefore = [...before, ...inFlight].filter(
    (exchange) => !isSuccess(exchange) && !turnedAway(exchange),
  );
  const unread = inFlight.filter(turnedAway);
  // Refusing a new request is allowed; answering one with anything but 2xx or that 503 is not.
  const badAfter = after.filter(
    (exchange) => exchange.status !== undefined && !isSuccess(exchange) && !turnedAway(exchange),
  );
  const lastAnswer = Math.max(...inFlight.map((exchange) => exchange.endedAt), signalAt) - signalAt;

  console.log(`Load for ${settings.LOAD_BEFORE_SIGTERM_MS / 1000} s, then SIGTERM.`);
  console.log(`  completed before the signal: ${before.length} (${tally(before.map(outcome))})`);
  console.log(
    `  in flight at the signal:     ${inFlight.length} (${tally(inFlight.map(outcome))}), ` +
      `the last ended ${lastAnswer.toFixed(0)} ms after it`,
  );
  console.log(`  sent after the signal:       ${after.length} (${tally(after.map(outcome)) || 'none'})`);
  console.log(
    exit
      ? `  the server exited with code ${exit.code}${exit.signal ? ` (${exit.signal})` : ''} ` +
          `${shutdownMs.toFixed(0)} ms after the signal`
      : `  the server had not exited ${settings.SHUTDOWN_LIMIT_MS / 1000} s after the signal`,
  );
  if (failedBefore.length > 0) {
    console.log(`Requests sent before the signal that failed:\n${describeFailures(failedBefore)}`);
  }
  if (badAfter.length > 0) console.log(`Wrong answers after the signal:\n${describeFailures(badAfter)}`);

  const exitedCleanly = exit?.code === 0;
  const refused = after.filter((exchange) => !isSuccess(exchange));
  return {
    passed:
      exitedCleanly && failedBefore.length === 0 && badAfter.length === 0 && inFlight.length > unread.length,
    figures:
      `${inFlight.length} in flight at SIGTERM: ${tally(inFlight.map(outcome))}` +
      `${unread.length ? ` (${unread.length} 503 unread, turned away by the router)` : ''}; ` +
      `${failedBefore.filter((exchange) => exchange.error).length} resets or socket errors before it; ` +
      `exit ${exit ? String(exit.code ?? exit.signal) : 'none'} after ${(shutdownMs / 1000).toFixed(1)} s; ` +
      `after it: ${after.length - refused.length} answered, ${refused.length} refused ` +
      `(${tally(refused.map(outcome)) || 'none'}, not failures)`,
  };
}
