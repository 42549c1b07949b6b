// A creator's insights in npm run bench (docs/decisions/0072-insights-without-cookies.md): the
// Insights page's SQL for a creator whose pages were seen 1,000,000 times in 90 days, among 2,000
// other creators' figures; and Explore's rate while another process counts 2,000 views a second.
import { spawn } from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';
import { setTimeout as sleep } from 'node:timers/promises';
import type pg from 'pg';
import { type HttpTarget, loadTarget, nextClientAddress } from './load';
import { type LoadWindow, startContinuousLoad } from './load-windows';
import type { Measurement } from './measurement';
import { type RunningServer, startAppServer } from './servers';
import * as settings from './settings';

export const INSIGHT_VIEWS = 1_000_000;
const DAYS = 90;
const OTHER_CREATORS = 2_000;
const REFERRERS = 40;
const SOURCES = 8;
const LANGUAGES = ['en', 'es', 'fr', 'de', 'ja', 'pt', 'zh-CN'];
const LIVE_VISITORS_A_DAY = 4_000;
export const VIEWS_PER_SECOND = 2_000;
/** Explore's windows alone and beside views: short, so that many pairs fit in a run. */
const WINDOW_SECONDS = 6;
// A browser as people's Chrome names itself: the bot list would leave HeadlessChrome uncounted.
const BROWSER =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

/**
 * Seeds the figures: the creator with the most published projects gets 1,000,000 views over 90 days
 * across their profile, projects and services, each page's views split by language, referring site
 * and campaign as the counter writes them, the days' visitors, and today's and yesterday's hashes
 * not yet counted; 2,000 other creators get a view and a language row a page a day.
 */
export async function seedBenchInsights(pool: pg.Pool) {
  const owner = await pool.query<{ user_id: string; id: string }>(
    `select p.user_id, p.id from profiles p join projects pr on pr.owner_id = p.id and pr.published
     where p.handle is not null group by p.id order by count(*) desc, p.id limit 1`,
  );
  const { user_id: ownerId, id: profileId } = owner.rows[0] ?? {};
  if (!ownerId || !profileId) throw new Error('the bench has no creator with projects');
  const subjects = await pool.query<{ kind: string; id: string }>(
    `select 'profile' as kind, $1::uuid as id
     union all select 'project', id from projects where owner_id = $2 and published
     union all select 'service', id from services where profile_id = $2`,
    [ownerId, profileId],
  );
  const perPageADay = Math.ceil(INSIGHT_VIEWS / DAYS / subjects.rows.length);
  const perDay = perPageADay * subjects.rows.length;
  // Each page a day: its views, and a service's request forms begun; of all pages a day, as the
  // counter writes them: the visitors, and the views by language, referring site (a third of them)
  // and campaign (a tenth).
  await pool.query(
    `insert into insight_counts (owner_id, day, subject_kind, subject_id, measure, dimension, count)
     select $1, current_date - d, s.kind, s.id, m.measure, '', m.count
     from generate_series(0, ${DAYS - 1}) d
     cross join unnest($2::text[], $3::uuid[]) as s(kind, id)
     cross join lateral (
       select 'view' as measure, $4::bigint as count
       union all select 'requestFormOpened', greatest(1, $4 / 50) where s.kind = 'service'
     ) m`,
    [ownerId, subjects.rows.map(({ kind }) => kind), subjects.rows.map(({ id }) => id), perPageADay],
  );
  await pool.query(
    `insert into insight_counts (owner_id, day, subject_kind, subject_id, measure, dimension, count)
     select $1, current_date - d, 'owner', $1, m.measure, m.dimension, m.count
     from generate_series(0, ${DAYS - 1}) d
     cross join lateral (
       select 'visitors' as measure, '' as dimension, $2::bigint / 3 as count where d >= 2
       union all select 'language', l, greatest(1, $2 / ${LANGUAGES.length}) from unnest($3::text[]) l
       union all select 'referrer', 'site-' || r || '.example', greatest(1, $2 / 3 / ${REFERRERS})
         from generate_series(1, ${REFERRERS}) r
       union all select 'source', 'campaign-' || c, greatest(1, $2 / 10 / ${SOURCES})
         from generate_series(1, ${SOURCES}) c
     ) m`,
    [ownerId, perDay, LANGUAGES],
  );
  await pool.query(
    `insert into insight_visitors (owner_id, day, visitor)
     select $1, current_date - d, decode(md5(d || '-' || v), 'hex')
     from generate_series(0, 1) d cross join generate_series(1, ${LIVE_VISITORS_A_DAY}) v`,
    [ownerId],
  );
  await pool.query(
    `insert into insight_counts (owner_id, day, subject_kind, subject_id, measure, dimension, count)
     select o.user_id, current_date - d, 'profile', o.user_id, m.measure, m.dimension, 1 + (d % 7)
     from (select user_id from profiles where handle is not null and user_id <> $1
           order by md5(handle || 'insights') limit ${OTHER_CREATORS}) o
     cross join generate_series(0, ${DAYS - 1}) d
     cross join (values ('view', ''), ('language', 'en')) as m(measure, dimension)`,
    [ownerId],
  );
  await pool.query('analyze insight_counts, insight_visitors');
  const [{ views = '0', rows = '0' } = {}] = (
    await pool.query<{ views: string; rows: string }>(
      `select sum(count) filter (where owner_id = $1 and measure = 'view')::text as views,
              count(*)::text as rows from insight_counts`,
      [ownerId],
    )
  ).rows;
  console.log(
    `Insights: ${Number(views).toLocaleString('en')} views of one creator's ${subjects.rows.length} pages ` +
      `over ${DAYS} days, ${Number(rows).toLocaleString('en')} rows of figures in all.`,
  );
  return { ownerId, projectIds: subjects.rows.filter(({ kind }) => kind === 'project').map(({ id }) => id) };
}

/**
 * POST /api/insights/views at a steady 2,000 a second, each from a new address, as beacons come:
 * the load a counting process takes while Explore is measured on another.
 */
function countViews(baseUrl: string, projectIds: string[], durationSeconds: number) {
  let sent = 0;
  const target: HttpTarget = { name: 'views counted', baseUrl, paths: ['/api/insights/views'] };
  return loadTarget(target, {
    connections: 16,
    durationSeconds,
    overallRate: VIEWS_PER_SECOND,
    request: () => {
      const id = projectIds[sent % projectIds.length];
      sent += 1;
      return {
        method: 'POST',
        path: '/api/insights/views',
        headers: {
          'content-type': 'application/json',
          'user-agent': BROWSER,
          'x-forwarded-for': nextClientAddress(),
        },
        body: JSON.stringify({
          kind: 'project',
          id,
          language: LANGUAGES[sent % LANGUAGES.length],
          referrer: `https://site-${sent % 13}.example/`,
        }),
      };
    },
  });
}

/**
 * Starts a process that counts views at 2,000 a second, as the server counts a first page it
 * answers (count-views.ts): the counting without the requests that tell of views. It lives through
 * all the rounds, as a server's counter does, warm and remembering the visitors it stored. Resolves
 * once it is ready, with `count`, which has it count for the given time and resolves with the views
 * it counted a second, and `stop`.
 */
async function startCountingViews(options: {
  appRoot: string;
  databaseUrl: string;
  ownerId: string;
  projectIds: string[];
}) {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(options.appRoot, 'scripts/bench/count-views.ts')],
    {
      cwd: options.appRoot,
      env: {
        ...process.env,
        DATABASE_URL: options.databaseUrl,
        BENCH_OWNER_ID: options.ownerId,
        BENCH_PROJECT_IDS: options.projectIds.join(','),
        BENCH_VIEWS_PER_SECOND: String(VIEWS_PER_SECOND),
      },
      stdio: ['pipe', 'pipe', 'inherit'],
    },
  );
  // Its lines in order: 'ready', then one answer a window counted.
  const lines = readline.createInterface({ input: child.stdout })[Symbol.asyncIterator]();
  const exited = new Promise<never>((_, reject) =>
    child.on('exit', (code) => reject(new Error(`count-views.ts exited with code ${code}`))),
  );
  const nextLine = async () => {
    const { value, done } = await Promise.race([lines.next(), exited]);
    if (done) throw new Error('count-views.ts ended its output');
    return value;
  };
  if ((await nextLine()) !== 'ready') throw new Error('count-views.ts did not start');
  return {
    count: async (seconds: number) => {
      child.stdin.write(`${seconds}\n`);
      return (JSON.parse(await nextLine()) as { viewsPerSecond: number }).viewsPerSecond;
    },
    stop: async () => {
      const closed = new Promise((resolve) => child.once('exit', resolve));
      child.stdin.end();
      await closed;
    },
  };
}

/** A window with views beside Explore, and the windows of Explore alone just before and after it. */
export type PairedWindow = { beside: LoadWindow; before: LoadWindow; after: LoadWindow };

/** Explore's rate in a window beside views over its mean in the windows alone around it. */
export const pairedRatio = ({ beside, before, after }: PairedWindow) =>
  beside.requestsPerSecond / ((before.requestsPerSecond + after.requestsPerSecond) / 2);

/**
 * Explore loaded without a break while, window by window, it runs alone, beside a process counting
 * 2,000 views a second as first pages are counted (no request of their own, count-views.ts), alone
 * again, then beside a second app process told of 2,000 views a second by POST /api/insights/views,
 * as the app's own navigations tell of them (its counter writing them every ten seconds). Each
 * window with views is compared with the windows alone on either side of it: the machine's own
 * drift over a run, wider than the goal's 5 %, falls alike on the three and cancels out.
 */
export async function benchCountedViews(options: {
  appRoot: string;
  databaseUrl: string;
  dataDir: string;
  explore: HttpTarget;
  ownerId: string;
  projectIds: string[];
  servers: RunningServer[];
}) {
  const counting = await startAppServer(options.appRoot, {
    databaseUrl: options.databaseUrl,
    dataDir: options.dataDir,
    name: 'counting',
  });
  options.servers.push(counting);
  await countViews(counting.url, options.projectIds, settings.WARM_UP_SECONDS);
  const countingViews = await startCountingViews(options);
  await countingViews.count(settings.WARM_UP_SECONDS);
  const pairs = settings.ROUNDS * 2;
  const explore = startContinuousLoad(options.explore, {
    connections: settings.CONNECTIONS,
    maxSeconds: settings.WARM_UP_SECONDS + (4 * pairs + 1) * (WINDOW_SECONDS + 5),
  });
  const told: Measurement[] = [];
  const counted: number[] = [];
  let load: Measurement | undefined;
  try {
    const alone = async () => {
      const fromMs = performance.now();
      await sleep(WINDOW_SECONDS * 1000);
      return explore.window(fromMs, performance.now());
    };
    // The views start a second before the window, which ends once they are done and written.
    const beside = async <T>(views: (seconds: number) => Promise<T>) => {
      const running = views(WINDOW_SECONDS + 1);
      await sleep(1000);
      const fromMs = performance.now();
      const result = await running;
      return { window: explore.window(fromMs, performance.now()), views: result };
    };
    await sleep(settings.WARM_UP_SECONDS * 1000);
    const besideCounting: PairedWindow[] = [];
    const besideTold: PairedWindow[] = [];
    let before = await alone();
    const aloneWindows = [before];
    for (let pair = 1; pair <= pairs; pair += 1) {
      const inProcess = await beside((seconds) => countingViews.count(seconds));
      counted.push(inProcess.views);
      const between = await alone();
      aloneWindows.push(between);
      besideCounting.push({ beside: inProcess.window, before, after: between });
      const byHttp = await beside((seconds) => countViews(counting.url, options.projectIds, seconds));
      told.push(byHttp.views);
      before = await alone();
      aloneWindows.push(before);
      besideTold.push({ beside: byHttp.window, before: between, after: before });
    }
    load = await explore.stop();
    return { aloneWindows, besideCounting, besideTold, load, told, counted };
  } finally {
    if (!load) await explore.stop();
    await countingViews.stop();
  }
}
