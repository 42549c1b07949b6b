// The federation figure alone (npm run bench measures it after the page figures), on the bench's
// seeded community in a throwaway PostgreSQL:
//   npm run build && bash scripts/with-postgres.sh npx tsx scripts/bench/run-federation.ts
// BENCH_FEDERATION_FOLLOWERS, BENCH_FEDERATION_SERVERS, BENCH_ROUNDS and BENCH_SECONDS change its size.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { findAppRoot } from '#server/app-root';
import { benchFederation } from './federation';
import { reportFederation } from './federation-report';
import type { RunningServer } from './servers';
import * as settings from './settings';
import { seedBenchCommunity } from './setup';

async function main() {
  const databaseUrl = process.env.TEST_DATABASE_URL;
  if (!databaseUrl)
    throw new Error('TEST_DATABASE_URL is not set: run this through scripts/with-postgres.sh');
  console.log(
    `Load average (1, 5, 15 min) before: ${os
      .loadavg()
      .map((value) => value.toFixed(2))
      .join(', ')}`,
  );
  const appRoot = findAppRoot();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'atelier-bench-'));
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  const servers: RunningServer[] = [];
  try {
    await seedBenchCommunity({ appRoot, databaseUrl, dataDir, pool });
    console.log(
      `\nFederation: ${settings.FEDERATION_FOLLOWERS} followers on ${settings.FEDERATION_SERVERS} servers, ` +
        `Explore loaded on ${settings.CONNECTIONS} connections; delivered by one process, then by a worker ` +
        `process beside the web one (decision 73):`,
    );
    const report = reportFederation(await benchFederation({ appRoot, databaseUrl, dataDir, pool, servers }));
    console.log(report.text);
    if (report.failures > 0) {
      console.error(`${report.failures} failures (see above): these figures are not valid.`);
      process.exitCode = 1;
    }
  } finally {
    for (const server of servers.reverse()) await server.stop();
    await pool.end();
    await rm(dataDir, { recursive: true, force: true });
  }
}

try {
  await main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
