// The page figures alone, on a server already running (npm run bench measures them after its load):
//   npx tsx scripts/bench/run-pages.ts http://127.0.0.1:3900 [q=synth]
// The server must serve this checkout's build (npm run build), where the scripts' gzip sizes are read.
import path from 'node:path';
import { findAppRoot } from '#server/app-root';
import { benchPageFigures } from './page-figures';
import * as settings from './settings';

const [baseUrl, exploreSearch = settings.EXPLORE_SEARCH] = process.argv.slice(2);
if (!baseUrl) {
  console.error('Usage: npx tsx scripts/bench/run-pages.ts <base URL> [explore query string]');
  process.exit(2);
}
try {
  const { notMeasured, overBudget } = await benchPageFigures({
    baseUrl: baseUrl.replace(/\/$/, ''),
    webRoot: path.join(findAppRoot(), 'dist/web'),
    exploreSearch,
  });
  if (notMeasured > 0 || overBudget.length > 0) process.exitCode = 1;
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
