// The insights figures alone (npm run bench measures them among the others), on the bench's seeded
// community in a throwaway PostgreSQL:
//   npm run build && bash scripts/with-postgres.sh npx tsx scripts/bench/run-insights.ts
// BENCH_ROUNDS and BENCH_SECONDS change its length.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { findAppRoot } from '#server/app-root';
import { openBenchPool } from './bench-pool';
import { captureInsightsStatements, runQueryLoop } from './database-ceiling';
import { INSIGHT_VIEWS, seedBenchInsights } from './insights';
import { reportCountedViews } from './insights-report';
import { loadAverage } from './report';
import { type RunningServer, startAppServer } from './servers';
import * as settings from './settings';
import { seedBenchCommunity } from './setup';

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
    const { ownerId, projectIds } = await seedBenchInsights(pool);
    const statements = await captureInsightsStatements(pool, ownerId);
    const measured = await runQueryLoop(pool, statements, {
      connections: 1,
      durationSeconds: settings.ONE_CONNECTION_SECONDS,
      target: 'insights',
    });
    console.log(
      `Insights, 90 days (${INSIGHT_VIEWS.toLocaleString('en')} views), SQL on one connection, ` +
        `${statements.length} statements: p50 ${measured.p50Ms.toFixed(1)} ms, p99 ${measured.p99Ms.toFixed(1)} ms ` +
        `(goal ≤ 20 ms: ${measured.p99Ms <= 20 && measured.errors === 0 ? 'met' : 'NOT MET'})`,
    );
    const app = await startAppServer(appRoot, { databaseUrl, dataDir });
    servers.push(app);
    const report = await reportCountedViews({
      appRoot,
      databaseUrl,
      dataDir,
      explore: {
        name: 'app explore search',
        baseUrl: app.url,
        paths: [`/api/explore?${settings.EXPLORE_SEARCH}`],
      },
      ownerId,
      projectIds,
      servers,
    });
    console.log(`Load average after: ${loadAverage()}`);
    if (report.failures > 0) {
      console.error(`${report.failures} non-2xx answers or errors: these figures are not valid.`);
      process.exitCode = 1;
    }
  } finally {
    for (const server of servers) await server.stop();
    await pool.end();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
