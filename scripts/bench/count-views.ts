// A process counting views as the server counts a first page it answers (countView, the counter and
// its flushes into PostgreSQL), with no HTTP: what counting costs the machine, apart from the
// requests that tell of views (docs/decisions/0072-insights-without-cookies.md). Run by insights.ts:
// says 'ready' once started, counts from the first line it reads, and prints one JSON line of what
// it counted once its time is over.
import { openDatabase } from '#server/db/client';
import { AddressCap, countView, InsightCounter } from '#server/features/insights/index';

const BROWSER =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const LANGUAGES = ['en', 'es', 'fr', 'de', 'ja', 'pt', 'zh-CN'] as const;
// Visitors coming back through the run, each within the cap of a day for the whole of it.
const VISITORS = 20_000;
const TICK_MS = 10;

const { DATABASE_URL, BENCH_OWNER_ID, BENCH_PROJECT_IDS, BENCH_VIEWS_PER_SECOND, BENCH_SECONDS } =
  process.env;
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

// Ready, and the start of its time left to insights.ts: its start-up is not what is measured.
console.log('ready');
await new Promise((resolve) => process.stdin.once('data', resolve));
process.stdin.pause();
const started = performance.now();
const deadline = started + Number(BENCH_SECONDS) * 1000;
// Each tick tells the views due since the run began, so a late tick catches up rather than drops them.
while (performance.now() < deadline) {
  const due = Math.floor(((performance.now() - started) / TICK_MS) * perTick);
  const pending: Promise<void>[] = [];
  while (told < due) pending.push(tell());
  await Promise.all(pending);
  await new Promise((resolve) => setTimeout(resolve, TICK_MS));
}
const seconds = (performance.now() - started) / 1000;
await counter.stop();
await database.close();
console.log(JSON.stringify({ viewsPerSecond: told / seconds }));
