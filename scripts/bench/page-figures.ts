// The page figures of npm run bench (fast on phones): the bytes of the main answers, the
// JavaScript each public page loads, how soon a first tap acts, and Lighthouse's mobile performance
// figures. Measured on a server
// already running, after the load, one page at a time; each table is printed as soon as it is ready.
import { type Answer, measureAnswerSizes } from './answer-sizes';
import { runLighthouse } from './lighthouse';
import { measureFirstTaps } from './first-tap';
import {
  formatAnswerSizes,
  formatFirstTaps,
  formatLighthouse,
  formatPageWeights,
  pagesOverBudget,
} from './page-report';
import { measurePageWeights } from './page-weight';
import { findPublicPages } from './public-pages';

/**
 * A table that could not be measured (no Chromium, a page that never loaded) is reported in its
 * place and the others still run. The figures are reported, not judged, but for one: the pages past
 * their budget of JavaScript before live, which the caller fails on. Answers how many tables could
 * not be measured, and those pages.
 */
export async function benchPageFigures(options: {
  baseUrl: string;
  /** The build the server serves (dist/web): each script's gzip size is read there. */
  webRoot: string;
  /** The query string of the explore answer to weigh, e.g. q=synth. */
  exploreSearch: string;
}): Promise<{ notMeasured: number; overBudget: string[] }> {
  const { baseUrl, webRoot, exploreSearch } = options;
  const found = await findPublicPages(baseUrl);
  let failed = 0;
  let overBudget: string[] = [];
  const section = async (title: string, measure: () => Promise<string>) => {
    console.log(`\n${title}\n`);
    const started = performance.now();
    try {
      console.log(await measure());
      console.log(`(${((performance.now() - started) / 1000).toFixed(0)} s)`);
    } catch (error) {
      failed += 1;
      console.error(`Not measured: ${error instanceof Error ? error.message : String(error)}`);
    }
  };

  const answers: Answer[] = [
    { name: 'home page HTML', path: found.home.path },
    { name: 'profile page HTML', path: found.profile.path },
    { name: 'project page HTML', path: found.project.path },
    { name: 'explore search JSON', path: `/api/explore?${exploreSearch}` },
    { name: 'profile JSON', path: `/api/profiles/${encodeURIComponent(found.handle)}` },
  ];
  await section(
    'Answer sizes: bytes as received, with no Accept-Encoding, with br and with gzip:',
    async () => formatAnswerSizes(await measureAnswerSizes(baseUrl, answers)),
  );
  await section(
    'JavaScript per page, gzip KB of the built files: by the first contentful paint and in all, each ' +
      'page loaded once with an empty cache, 150 ms latency, 1.6 Mbit/s down, 750 kbit/s up, CPU 4x slower:',
    async () => {
      const weights = await measurePageWeights(baseUrl, found.pages, webRoot);
      overBudget = pagesOverBudget(weights);
      return formatPageWeights(weights);
    },
  );
  if (overBudget.length > 0) {
    console.error(`Past the budget of JavaScript before live: ${overBudget.join('; ')}.`);
  }
  await section(
    "The first tap, on the same phone: the cookie banner's 'Reject Optional' tapped the moment it shows, " +
      'until the banner is no longer seen (ms from navigation start; the goal is from the tap):',
    async () => formatFirstTaps(await measureFirstTaps(baseUrl, found.pages)),
  );
  await section(
    'Lighthouse 12, mobile defaults (simulated slow 4G and 4x CPU), performance only:',
    async () => {
      const figures = await runLighthouse(baseUrl, [found.home, found.explore, found.profile, found.project]);
      const warnings = figures.flatMap((page) => page.warnings.map((warning) => `${page.page}: ${warning}`));
      return [formatLighthouse(figures), ...warnings.map((warning) => `Warning, ${warning}`)].join('\n');
    },
  );
  return { notMeasured: failed, overBudget };
}
