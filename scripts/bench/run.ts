// npm run bench: seeds a throwaway PostgreSQL (TEST_DATABASE_URL, from scripts/with-postgres.sh), then
// loads the production build next to a bare HTTP server and the explore SQL alone, and three writes
// (a comment, a follow, a service request) beside their statements replayed, in interleaved rounds,
// and prints one table; then messaging, an announcement's fan-out, explore through nginx,
// thousands of event streams held by one process, the page figures (answer sizes, JavaScript per
// page, Lighthouse), which nothing loads beside, and last a project's delivery to 10,000 followers
// on 200 other servers. Exits non-zero on any non-2xx answer or error; the page figures and the
// federation's figures are reported against their goals, which never fail it.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { findAppRoot } from '#server/app-root';
import { openBenchPool } from './bench-pool';
import { runQueryLoop } from './database-ceiling';
import { formatTable, loadAverage, markdownTable, ratio, summariseRounds } from './report';
import type { RunningServer } from './servers';
import * as settings from './settings';
import { benchAnnouncementFanOut } from './announcements';
import { benchFederation } from './federation';
import { reportCountedViews } from './insights-report';
import { reportFederation } from './federation-report';
import { benchMessaging } from './messaging';
import { benchPageFigures } from './page-figures';
import { PROXY_KINDS, proxyTargetNames, startProxyTargets } from './proxy';
import { measureStartup } from './startup';
import { benchStreams } from './streams';
import { runRounds, type Target } from './rounds';
import { writeRatios, writeTargets } from './writes-report';
import { CASE_STUDY_PAGE_TARGET, PROJECT_PAGE_TARGET, type SqlCase, setUpBench } from './setup';

const databaseTargetName = (sqlCase: SqlCase) => `database (${sqlCase.name})`;

async function main() {
  const databaseUrl = process.env.TEST_DATABASE_URL;
  if (!databaseUrl) throw new Error('TEST_DATABASE_URL is not set: run this through npm run bench');
  const started = performance.now();
  // Other processes on the machine lower every figure; the load average tells a reader whether they ran.
  console.log(`Load average (1, 5, 15 min) before: ${loadAverage()}`);
  const appRoot = findAppRoot();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'atelier-bench-'));
  const pool = openBenchPool(databaseUrl);
  const servers: RunningServer[] = [];
  try {
    const setup = await setUpBench({ appRoot, databaseUrl, dataDir, pool }, servers);
    const loadedCases = setup.sqlCases.filter((sqlCase) => sqlCase.httpTarget);
    const targets: Target[] = [
      ...setup.httpTargets,
      ...loadedCases.map((sqlCase) => ({
        name: databaseTargetName(sqlCase),
        statements: sqlCase.statements,
      })),
      ...writeTargets(setup.writes),
    ];
    const { warmUp, rounds } = await runRounds(targets, pool);

    const summaries = summariseRounds(rounds);
    console.log(
      `\nMedian of ${settings.ROUNDS} rounds of ${settings.SECONDS_PER_TARGET} s; ` +
        `${settings.CONNECTIONS} HTTP connections, ${settings.DATABASE_CONNECTIONS} database connections, ` +
        `${os.cpus().length} cores; load average after: ${loadAverage()}\n`,
    );
    console.log(formatTable(summaries));
    console.log(
      `\napp explore / bare node:http: ${ratio(summaries, 'app explore search', 'bare node:http')}`,
    );
    // docs/decisions/0068-case-studies-in-blocks.md: a case study's page within 10 % of a plain one.
    console.log(
      `${'case study page / project page:'.padEnd(36)} ${ratio(summaries, CASE_STUDY_PAGE_TARGET, PROJECT_PAGE_TARGET)}`,
    );
    for (const sqlCase of loadedCases) {
      const httpTarget = sqlCase.httpTarget ?? '';
      console.log(
        `${`${httpTarget} / database:`.padEnd(36)} ${ratio(summaries, httpTarget, databaseTargetName(sqlCase))}`,
      );
    }
    console.log(writeRatios(summaries, setup.writes));

    console.log(
      `\nSQL on one connection, ${settings.ONE_CONNECTION_SECONDS} s each (a sample is one request's statements):`,
    );
    const oneConnection: string[][] = [];
    for (const sqlCase of setup.sqlCases) {
      const measured = await runQueryLoop(pool, sqlCase.statements, {
        connections: 1,
        durationSeconds: settings.ONE_CONNECTION_SECONDS,
        target: sqlCase.name,
      });
      oneConnection.push([
        sqlCase.name,
        String(sqlCase.statements.length),
        measured.p50Ms.toFixed(1),
        measured.p99Ms.toFixed(1),
        `≤ ${sqlCase.goalMs}`,
        measured.p99Ms <= sqlCase.goalMs && measured.errors === 0 ? 'met' : 'NOT MET',
      ]);
    }
    console.log(markdownTable(['read', 'statements', 'p50 ms', 'p99 ms', 'goal p99 ms', ''], oneConnection));

    const app = servers[0];
    if (!app) throw new Error('the app server is not running');
    console.log(
      `\nMessaging: ${settings.MESSAGE_SENDERS} senders on one process, one message each every ` +
        `${settings.MESSAGE_INTERVAL_MS} ms, to recipients whose event streams are on a second process:`,
    );
    const messaging = await benchMessaging({
      appRoot,
      databaseUrl,
      dataDir,
      firstUrl: app.url,
      pool,
      servers,
    });
    const { delivery } = messaging;
    console.log(
      `send-to-delivery: ${delivery.sent} sent (${delivery.messagesPerSecond.toFixed(0)}/s), ` +
        `${delivery.delivered} delivered; p50 ${delivery.p50Ms.toFixed(1)} ms, p99 ${delivery.p99Ms.toFixed(1)} ms, ` +
        `max ${delivery.maxMs.toFixed(1)} ms\n`,
    );
    console.log(formatTable(summariseRounds(messaging.threads)));
    const undelivered = delivery.sent - delivery.delivered;

    const fanOut = await benchAnnouncementFanOut({ databaseUrl, baseUrl: app.url, pool });
    console.log(
      `\nAnnouncement fan-out: ${fanOut.notified} of ${fanOut.members} members notified in ` +
        `${fanOut.seconds.toFixed(2)} s (one request; goal: seconds)` +
        (fanOut.exactlyOnce ? ', exactly one notification each.' : ', NOT exactly one notification each.'),
    );

    console.log(
      '\nThrough nginx (deploy/nginx.conf) in front of one process and of two, against one process direct:',
    );
    const proxies = await startProxyTargets(app, messaging.second);
    const proxied = await runRounds(proxies.targets, pool).finally(proxies.stop);
    const proxySummaries = summariseRounds(proxied.rounds);
    console.log(`\n${formatTable(proxySummaries)}`);
    for (const names of PROXY_KINDS.map(proxyTargetNames)) {
      for (const behindNginx of [names.oneBehindNginx, names.twoBehindNginx]) {
        console.log(
          `${`${behindNginx} / direct:`.padEnd(48)} ${ratio(proxySummaries, behindNginx, names.direct)}`,
        );
      }
    }

    const explore = setup.httpTargets.find((target) => target.name === 'app explore search');
    if (!explore) throw new Error('the bench has no explore target');
    const countedViews = await reportCountedViews({
      appRoot,
      databaseUrl,
      dataDir,
      explore,
      ownerId: setup.insights.ownerId,
      projectIds: setup.insights.projectIds,
      servers,
    });

    console.log(`\nEvent streams: ${settings.STREAMS_HELD} held open by one process, one per member:`);
    const streams = await benchStreams({ appRoot, databaseUrl, dataDir, senderUrl: app.url, pool, servers });
    console.log(
      markdownTable(
        ['figure', 'value'],
        [
          ['streams opened a second, 100 at once', `${Math.round(streams.openingsPerSecond)}`],
          ['resident memory with them open', `${streams.rssMb.toFixed(0)} MB`],
          ['resident memory per stream', `${streams.rssPerStreamKb.toFixed(1)} KB`],
          ['JavaScript heap per stream', `${streams.heapPerStreamKb.toFixed(1)} KB`],
          ['event loop delay p99, heartbeats included', `${streams.eventLoopLagP99Ms.toFixed(1)} ms`],
          [
            'a message to one of them, send to delivery',
            `${streams.delivery.delivered} of ${streams.delivery.sent}; p50 ${streams.delivery.p50Ms.toFixed(1)} ms, ` +
              `p99 ${streams.delivery.p99Ms.toFixed(1)} ms`,
          ],
          [
            'stop (SIGTERM to exit) with them open',
            `${streams.stopSeconds.toFixed(2)} s, exit code ${streams.exitCode}`,
          ],
        ],
      ),
    );

    // Last, so the browsers' work disturbs no figure above, and on a server that has seen the load.
    const pageFigures = await benchPageFigures({
      baseUrl: app.url,
      webRoot: path.join(appRoot, 'dist/web'),
      exploreSearch: settings.EXPLORE_SEARCH,
    }).catch((error: unknown) => {
      console.error(`Page figures not measured: ${error instanceof Error ? error.message : String(error)}`);
      return { notMeasured: 1, overBudget: [] };
    });
    if (pageFigures.notMeasured > 0)
      console.error('Some page figures could not be measured (see above); they do not fail the run.');
    // A page past its budget of JavaScript fails the run: the budget holds as features are added.
    if (pageFigures.overBudget.length > 0) process.exitCode = 1;

    // Every process of the app takes delivery jobs, and a production one drops those to loopback
    // addresses (decision 71): the federating process alone must be on the database.
    for (const server of servers) await server.stop();
    console.log(
      `\nFederation: a project to ${settings.FEDERATION_FOLLOWERS} followers on ${settings.FEDERATION_SERVERS} ` +
        `servers, Explore loaded on ${settings.CONNECTIONS} connections meanwhile: delivered by one ` +
        `process, then by a worker process beside the web one (decision 73):`,
    );
    const federation = reportFederation(
      await benchFederation({ appRoot, databaseUrl, dataDir, pool, servers }),
    );
    console.log(federation.text);

    const startup = await measureStartup({ appRoot, runs: 5 });
    console.log(
      `\nStart-up on an existing embedded database, spawn to the first 200 of /api/health: median ` +
        `${Math.round(startup.medianMs)} ms of ${startup.valuesMs.map(Math.round).join(', ')} (goal: < 1000 ms).`,
    );

    console.log(
      `\nThe bench took ${((performance.now() - started) / 60_000).toFixed(1)} min, seeding included.`,
    );

    const failures =
      [...warmUp, ...rounds, ...messaging.threads, ...proxied.warmUp, ...proxied.rounds].reduce(
        (sum, m) => sum + m.non2xx + m.errors,
        0,
      ) +
      undelivered +
      (streams.delivery.sent - streams.delivery.delivered) +
      (streams.exitCode === 0 ? 0 : 1) +
      (fanOut.exactlyOnce ? 0 : 1) +
      countedViews.failures +
      federation.failures;
    if (failures > 0) {
      console.error(
        `${failures} non-2xx answers, errors, undelivered messages or activities, a wrong fan-out or a failed stop: these figures are not valid.`,
      );
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
