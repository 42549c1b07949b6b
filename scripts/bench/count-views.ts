// A process counting views as the server counts a first page it answers (countView, the counter and
// its flushes into PostgreSQL), with no HTTP: what counting costs the machine, apart from the
// requests that tell of views (docs/decisions/0072-insights-without-cookies.md). Run by insights.ts
// for all its rounds, as a server counts all day: says 'ready' once started; each line it reads is
// a number of seconds to count for, answered by one JSON line of what it counted; it writes what it
// holds and exits when its input ends.
import readline from 'node:readline';
import { openDatabase } from '#server/db/client';
import { AddressCap, countView, InsightCounter } from '#server/features/insights/index';

const BROWSER =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const LANGUAGES = ['en', 'es', 'fr', 'de', 'ja', 'pt', 'zh-CN'] as const;
// Visitors coming back through the run, each within the cap of a day for the whole of it.
const VISITORS = 20_000;
const TICK_MS = 10;

const { DATABASE_URL, BENCH_OWNER_ID, BENCH_PROJECT_IDS, BENCH_VIEWS_PER_SECOND } = process.env;
if (!DATABASE_URL || !BENCH_OWNER_ID || !BENCH_PROJECT_IDS)
  throw new Error('count-views.ts is run by insights.ts, which sets its environment');
const ownerId = BENCH_OWNER_ID;
const projectIds = BENCH_PROJECT_IDS.split(',');
const perTick = (Number(BENCH_VIEWS_PER_SECOND) * TICK_MS) / 1000;
const database = await openDatabase({ databaseUrl: DATABASE_URL, dataDir: '' });
const log = { warn: (detail: object, message: string) => console.error(message, detail) };
const counter = new InsightCounter(database.db, log);
const deps = { db: database.db, counter, cap: new AddressCap(), ownHost: '127.0.0.1' };

let told = 0;
const tell = () => {
  told += 1;
  const visitor = told % VISITORS;
  return countView(
    deps,
    ownerId,
    {
      kind: 'project',
      id: projectIds[told % projectIds.length] ?? '',
      language: LANGUAGES[told % LANGUAGES.length] ?? 'en',
      referrer: `https://site-${told % 13}.example/`,
    },
    {
      address: `10.${(visitor >> 16) & 255}.${(visitor >> 8) & 255}.${visitor & 255}`,
      userAgent: BROWSER,
      accountId: null,
      optedOut: false,
      prefetch: false,
    },
    new Date(),
  );
};

/** Counts views at the asked rate for the given time; answers the rate it kept. */
async function countFor(seconds: number) {
  const started = performance.now();
  const deadline = started + seconds * 1000;
  const toldBefore = told;
  // Each tick tells the views due since the window began, so a late tick catches up rather than drops them.
  while (performance.now() < deadline) {
    const due = toldBefore + Math.floor(((performance.now() - started) / TICK_MS) * perTick);
    const pending: Promise<void>[] = [];
    while (told < due) pending.push(tell());
    await Promise.all(pending);
    await new Promise((resolve) => setTimeout(resolve, TICK_MS));
  }
  const rate = (told - toldBefore) / ((performance.now() - started) / 1000);
  // Written as the window ends, as a stop would: none of its cost falls in the rounds without it.
  await counter.flush();
  return rate;
}

// Ready: its start-up is not what is measured.
console.log('ready');
for await (const line of readline.createInterface({ input: process.stdin }))
  console.log(JSON.stringify({ viewsPerSecond: await countFor(Number(line)) }));
await counter.stop();
await database.close();
