// npm run stress: the production build under mixed load on a throwaway PostgreSQL (TEST_DATABASE_URL,
// from scripts/with-postgres.sh), the mail server down in the middle of more, SIGTERM under load, kill -9 mid-writes on PostgreSQL and on the
// embedded database, and 20 kill -9 restarts of one embedded data directory. Prints one table and
// exits non-zero if any check fails.
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { findAppRoot } from '#server/app-root';
import { type RunningServer, startAppServer } from '../bench/servers';
import { type CheckResult, formatChecks, runCheck } from './check';
import { type Community, seedCommunity } from './community';
import { startTestSmtpServer } from '#server/test/smtp-server';
import { checkKillMidWrites } from './kill-check';
import { checkMailThroughOutage } from './mail-outage-check';
import { checkMixedLoad } from './mixed-load-check';
import { checkRepeatedKills } from './restart-check';
import * as settings from './settings';
import { checkShutdownUnderLoad } from './shutdown-check';

const loadAverage = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(', ');

async function main() {
  const databaseUrl = process.env.TEST_DATABASE_URL;
  if (!databaseUrl) throw new Error('TEST_DATABASE_URL is not set: run this through npm run stress');
  const started = performance.now();
  // Other processes on the machine slow every figure; the load average tells a reader whether they ran.
  console.log(`Load average (1, 5, 15 min) before: ${loadAverage()}; ${os.cpus().length} cores`);
  const appRoot = findAppRoot();
  const workDir = await mkdtemp(path.join(os.tmpdir(), 'atelier-stress-'));
  const dataDir = (name: string) => mkdir(path.join(workDir, name)).then(() => path.join(workDir, name));
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 4 });
  const servers: RunningServer[] = [];
  const results: CheckResult[] = [];
  // A real SMTP server that takes every mail, which check 1b takes away for a while.
  const smtp = await startTestSmtpServer();
  try {
    const postgresDataDir = await dataDir('postgres');
    // The server migrates the empty database as it starts, as in production; the seed comes after.
    const app = await startAppServer(appRoot, { databaseUrl, dataDir: postgresDataDir, smtpUrl: smtp.url });
    servers.push(app);
    let community: Community | undefined;
    results.push(
      await runCheck('1. mixed load (PostgreSQL)', async () => {
        const seeded = await seedCommunity(pool);
        community = seeded.community;
        console.log(
          `Seeded ${community.members.length} verified creators, ${community.projectIds.length} published ` +
            `projects and ${community.services.length} active services in ${seeded.seconds.toFixed(1)} s.`,
        );
        return checkMixedLoad(app, community);
      }),
    );
    results.push(
      await runCheck('1b. SMTP down mid-load (PostgreSQL)', async () => {
        if (!community) throw new Error('no community: the seed failed');
        return checkMailThroughOutage(app, community, smtp, pool);
      }),
    );
    results.push(
      await runCheck('2. SIGTERM under load (PostgreSQL)', async () => {
        if (!community) throw new Error('no community: the seed failed');
        return checkShutdownUnderLoad(app, community);
      }),
    );
    results.push(
      await runCheck('3a. kill -9 mid-writes (PostgreSQL)', async () =>
        checkKillMidWrites(appRoot, { kind: 'postgres', databaseUrl, pool }, postgresDataDir, servers),
      ),
    );
    results.push(
      await runCheck('3b. kill -9 mid-writes (PGlite)', async () =>
        checkKillMidWrites(appRoot, { kind: 'pglite' }, await dataDir('pglite-kill'), servers),
      ),
    );
    results.push(
      await runCheck(`4. ${settings.RESTARTS} kill -9 restarts (PGlite)`, async () =>
        checkRepeatedKills(appRoot, await dataDir('pglite-restarts'), servers),
      ),
    );

    console.log(
      `\nStress run of ${((performance.now() - started) / 60_000).toFixed(1)} min on ${os.cpus().length} cores; ` +
        `load average after: ${loadAverage()}\n`,
    );
    console.log(formatChecks(results));
    const failed = results.filter((result) => !result.passed);
    if (failed.length > 0) {
      console.error(`\n${failed.length} of ${results.length} checks failed.`);
      process.exitCode = 1;
    }
  } finally {
    for (const server of servers.reverse()) await server.stop();
    await smtp.stop();
    await pool.end();
    await rm(workDir, { recursive: true, force: true });
  }
}

try {
  await main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
