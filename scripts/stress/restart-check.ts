import { percentile } from '../bench/measurement';
import { type RunningServer, startAppServer } from '../bench/servers';
import { type CheckOutcome, sleep } from './check';
import { describeFailures, isSuccess, type Exchange } from './exchanges';
import * as settings from './settings';
import { streamSignUps } from './sign-ups';
import { auditHolds, auditSignUps, checkIndexes, describeAudit, withPgliteDirectory } from './write-audit';

// Writers busy when the kill lands, and how long after they start it lands: somewhere inside a write.
const WRITERS_AT_KILL = 4;
const KILL_DELAY_MS = { min: 50, max: 400 };

/**
 * Check 4: one embedded data directory through RESTARTS kill -9s in a row. Each life of the server
 * acknowledges a few sign-ups, then dies with more in flight; each restart must reach healthy, and
 * at the end every acknowledged sign-up must be there and every index must agree with its table.
 */
export async function checkRepeatedKills(
  appRoot: string,
  dataDir: string,
  servers: RunningServer[],
): Promise<CheckOutcome> {
  const start = async (life: number) => {
    const started = performance.now();
    const server = await startAppServer(appRoot, { dataDir, name: `app life ${life}` });
    servers.push(server);
    return { server, ms: performance.now() - started };
  };
  const acknowledged: string[] = [];
  const attempted: string[] = [];
  const failed: Exchange[] = [];
  const record = (log: Awaited<ReturnType<typeof streamSignUps>>, killedAt = Number.POSITIVE_INFINITY) => {
    acknowledged.push(...log.acknowledged);
    attempted.push(...log.attempted);
    failed.push(...log.exchanges.filter((exchange) => exchange.endedAt < killedAt && !isSuccess(exchange)));
  };

  const first = await start(0);
  console.log(`First start (creates and migrates the database): ${first.ms.toFixed(0)} ms to healthy.`);
  let server = first.server;
  const healthyMs: number[] = [];
  for (let restart = 1; restart <= settings.RESTARTS; restart += 1) {
    const tag = `r${restart}x`;
    record(await streamSignUps(server.url, { writers: 1, tag, maxWrites: settings.WRITES_PER_RESTART }));
    const inFlight = streamSignUps(server.url, { writers: WRITERS_AT_KILL, tag });
    await sleep(KILL_DELAY_MS.min + Math.random() * (KILL_DELAY_MS.max - KILL_DELAY_MS.min));
    const killedAt = performance.now();
    server.signal('SIGKILL');
    await server.exited;
    record(await inFlight, killedAt);
    try {
      const next = await start(restart);
      server = next.server;
      healthyMs.push(next.ms);
      console.log(`  restart ${restart}: healthy in ${next.ms.toFixed(0)} ms`);
    } catch (error) {
      throw new Error(
        `restart ${restart} of ${settings.RESTARTS} did not reach healthy: ${(error as Error).message}`,
      );
    }
  }
  record(
    await streamSignUps(server.url, { writers: 1, tag: 'rend', maxWrites: settings.WRITES_PER_RESTART }),
  );
  await server.stop();

  const found = await withPgliteDirectory(dataDir, async (query) => ({
    writes: await auditSignUps(query, acknowledged, attempted),
    indexes: await checkIndexes(query),
  }));
  const sorted = [...healthyMs].sort((a, b) => a - b);
  const timing =
    `time to healthy after kill -9: min ${((sorted[0] ?? Number.NaN) / 1000).toFixed(1)} s, ` +
    `median ${(percentile(sorted, 0.5) / 1000).toFixed(1)} s, ` +
    `max ${((sorted[sorted.length - 1] ?? Number.NaN) / 1000).toFixed(1)} s`;
  console.log(`${settings.RESTARTS} restarts; ${timing} (health polled every 100 ms).`);
  console.log(describeAudit(found.writes));
  console.log(
    `amcheck: ${found.indexes.checked} B-tree indexes checked, ${found.indexes.failures.length} failed`,
  );
  for (const failure of found.indexes.failures) console.log(`  ${failure}`);
  if (failed.length > 0)
    console.log(`Sign-ups that failed while the server lived:\n${describeFailures(failed)}`);
  return {
    passed:
      healthyMs.length === settings.RESTARTS &&
      auditHolds(found.writes) &&
      found.indexes.failures.length === 0 &&
      failed.length === 0,
    figures:
      `${healthyMs.length}/${settings.RESTARTS} restarts healthy; ${timing}; ${describeAudit(found.writes)}; ` +
      `amcheck ${found.indexes.checked - found.indexes.failures.length}/${found.indexes.checked} indexes`,
  };
}
