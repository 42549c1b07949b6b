import type pg from 'pg';
import { type RunningServer, startAppServer } from '../bench/servers';
import { type CheckOutcome, sleep } from './check';
import { describeFailures, isSuccess } from './exchanges';
import * as settings from './settings';
import { streamSignUps } from './sign-ups';
import {
  auditHolds,
  auditSignUps,
  checkIndexes,
  describeAudit,
  poolQuery,
  type Query,
  withPgliteDirectory,
} from './write-audit';

export type KillTarget =
  | { kind: 'postgres'; databaseUrl: string; pool: pg.Pool }
  /** The embedded database, in a data directory of its own. */
  | { kind: 'pglite' };

/**
 * Check 3: sign-ups stream in from several clients, the server gets SIGKILL mid-stream, and after a
 * restart every sign-up it acknowledged must be in the database, whole. On PostgreSQL only the app's
 * process dies, so this tests that the app acknowledges nothing before its commit; on the embedded
 * database the database dies with the process, so it also tests that PGlite's commits reach the disk.
 */
export async function checkKillMidWrites(
  appRoot: string,
  target: KillTarget,
  dataDir: string,
  servers: RunningServer[],
): Promise<CheckOutcome> {
  const databaseUrl = target.kind === 'postgres' ? target.databaseUrl : undefined;
  const start = async (name: string) => {
    const server = await startAppServer(appRoot, { databaseUrl, dataDir, name });
    servers.push(server);
    return server;
  };
  if (target.kind === 'postgres') {
    console.log(
      'The throwaway cluster runs with fsync=off and synchronous_commit=off; that is fine here: the app ' +
        "server's process is killed, never PostgreSQL, which keeps every commit it acknowledged.",
    );
  }
  const server = await start(`app ${target.kind}`);
  const stream = streamSignUps(server.url, { writers: settings.WRITERS, tag: `k${target.kind.slice(0, 2)}` });
  await sleep(settings.WRITE_SECONDS_BEFORE_KILL * 1000);
  const killedAt = performance.now();
  server.signal('SIGKILL');
  await server.exited;
  const log = await stream;

  const restartedAt = performance.now();
  const restarted = await start(`app ${target.kind} restarted`);
  const healthyMs = performance.now() - restartedAt;

  // Before the kill every sign-up must succeed; after it, requests without an answer are expected.
  const failedBeforeKill = log.exchanges.filter(
    (exchange) => exchange.endedAt < killedAt && !isSuccess(exchange),
  );
  const audit = async (query: Query) => ({
    writes: await auditSignUps(query, log.acknowledged, log.attempted),
    indexes: target.kind === 'pglite' ? await checkIndexes(query) : undefined,
  });
  // PGlite admits one process per directory: its files are read once the restarted server (which
  // recovered them) has stopped.
  await restarted.stop();
  const found =
    target.kind === 'postgres'
      ? await audit(poolQuery(target.pool))
      : await withPgliteDirectory(dataDir, audit);

  console.log(
    `${log.attempted.length} sign-ups sent by ${settings.WRITERS} writers over ` +
      `${settings.WRITE_SECONDS_BEFORE_KILL} s, then kill -9; restarted and healthy in ${healthyMs.toFixed(0)} ms.`,
  );
  console.log(describeAudit(found.writes));
  if (found.indexes) {
    console.log(
      `amcheck: ${found.indexes.checked} B-tree indexes checked, ${found.indexes.failures.length} failed`,
    );
    for (const failure of found.indexes.failures) console.log(`  ${failure}`);
  }
  if (failedBeforeKill.length > 0) {
    console.log(`Sign-ups that failed before the kill:\n${describeFailures(failedBeforeKill)}`);
  }
  const indexesHold = !found.indexes || found.indexes.failures.length === 0;
  return {
    passed:
      auditHolds(found.writes) &&
      indexesHold &&
      failedBeforeKill.length === 0 &&
      found.writes.acknowledged > 0,
    figures:
      `${describeAudit(found.writes)}; restart healthy in ${(healthyMs / 1000).toFixed(1)} s` +
      (found.indexes
        ? `; amcheck ${found.indexes.checked - found.indexes.failures.length}/${found.indexes.checked} indexes`
        : ''),
  };
}
