// The write path alone (npm run bench measures it among the others), on the bench's seeded community
// in a throwaway PostgreSQL:
//   npm run build && bash scripts/with-postgres.sh npx tsx scripts/bench/run-writes.ts
// BENCH_ROUNDS and BENCH_SECONDS change its length.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { findAppRoot } from '#server/app-root';
import { openBenchPool } from './bench-pool';
import { formatTable, loadAverage, summariseRounds } from './report';
import { runRounds } from './rounds';
import { type RunningServer, startAppServer } from './servers';
import * as settings from './settings';
import { seedBenchCommunity } from './setup';
import { setUpWrites } from './writes';
import { writeRatios, writeTargets } from './writes-report';

async function main() {
  const databaseUrl = process.env.TEST_DATABASE_URL;
  if (!databaseUrl)
    throw new Error('TEST_DATABASE_URL is not set: run this through scripts/with-postgres.sh');
  console.log(`Load average (1, 5, 15 min) before: ${loadAverage()}`);
  const appRoot = findAppRoot();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'atelier-bench-'));
  const pool = openBenchPool(databaseUrl);
  const servers: RunningServer[] = [];
  try {
    await seedBenchCommunity({ appRoot, databaseUrl, dataDir, pool });
    const app = await startAppServer(appRoot, { databaseUrl, dataDir });
    servers.push(app);
    const writes = await setUpWrites({ databaseUrl, appUrl: app.url, pool });
    const { warmUp, rounds } = await runRounds(writeTargets(writes), pool);
    const summaries = summariseRounds(rounds);
    console.log(`\nMedian of ${settings.ROUNDS} rounds; load average after: ${loadAverage()}\n`);
    console.log(formatTable(summaries));
    console.log(`\n${writeRatios(summaries, writes)}`);
    const failures = [...warmUp, ...rounds].reduce((sum, m) => sum + m.non2xx + m.errors, 0);
    if (failures > 0) {
      console.error(`${failures} non-2xx answers or errors: these figures are not valid.`);
      process.exitCode = 1;
    }
  } finally {
    for (const server of servers) await server.stop();
    await pool.end();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
