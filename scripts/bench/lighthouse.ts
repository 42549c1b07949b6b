// Lighthouse's performance figures for pages, as its defaults measure them: a mobile screen and
// simulated throttling (a slow 4G link and a CPU four times slower, applied to the trace of one
// unthrottled load), the performance category only. One Chromium, one page after another, so no
// two loads share the cores. Each page loads three times and its median run stands for it, chosen
// the way Lighthouse CI chooses (closest to the median first paint and time to interactive): one run
// on a shared 2-core machine can land a second off.
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun, filterToValidRuns } from 'lighthouse/core/lib/median-run.js';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium';
import type { PublicPage } from './public-pages';

export type LighthouseFigures = {
  page: string;
  path: string;
  /** The performance category's score, 0 to 100. */
  score: number;
  largestContentfulPaintMs: number;
  totalBlockingTimeMs: number;
  cumulativeLayoutShift: number;
  /** What Lighthouse said went wrong (a page that did not load, a metric it could not compute). */
  warnings: string[];
  /** Every run's score, in the order they ran, so the spread shows beside the median. */
  scores: number[];
};

const RUNS_PER_PAGE = 3;

type Audits = Record<string, { numericValue?: number; errorMessage?: string } | undefined>;

/** An audit's value, or NaN with the reason in `warnings` when Lighthouse could not compute it. */
function metric(audits: Audits, id: string, warnings: string[]): number {
  const audit = audits[id];
  if (audit?.numericValue === undefined) {
    warnings.push(`${id}: ${audit?.errorMessage ?? 'no value'}`);
    return Number.NaN;
  }
  return audit.numericValue;
}

const scoreOf = (lhr: { categories: Record<string, { score: number | null } | undefined> }) => {
  const score = lhr.categories.performance?.score;
  return typeof score === 'number' ? Math.round(score * 100) : Number.NaN;
};

type Run = Parameters<typeof scoreOf>[0] & {
  runtimeError?: { code: string; message: string };
  audits: Audits;
};

/** Why a run has no score: the load's error, or the audits Lighthouse could not compute. */
function whyUnscored(run: Run): string {
  if (run.runtimeError) return `${run.runtimeError.code}: ${run.runtimeError.message}`;
  const failed = Object.entries(run.audits).flatMap(([id, audit]) =>
    audit?.errorMessage ? [`${id}: ${audit.errorMessage}`] : [],
  );
  return failed.length > 0 ? failed.join('; ') : 'no reason given';
}

export async function runLighthouse(baseUrl: string, pages: PublicPage[]): Promise<LighthouseFigures[]> {
  const chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS });
  try {
    const figures: LighthouseFigures[] = [];
    for (const { name, path } of pages) {
      const runs = [];
      for (let run = 0; run < RUNS_PER_PAGE; run += 1) {
        // No config: the default one is the mobile one. Lighthouse clears the origin's storage and
        // cache before each load, so every load is a first visit.
        const result = await lighthouse(baseUrl + path, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
        });
        if (!result) throw new Error(`Lighthouse answered nothing for ${path}`);
        runs.push(result.lhr);
      }
      const valid = filterToValidRuns(runs);
      const lhr = valid.length > 0 ? computeMedianRun(valid) : runs[0];
      if (!lhr) throw new Error(`Lighthouse ran no load of ${path}`);
      const warnings = [...lhr.runWarnings];
      if (lhr.runtimeError) warnings.push(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
      // A run left out of the median shows as n/a among every run's scores; this says why.
      runs.forEach((run, index) => {
        if (run !== lhr && Number.isNaN(scoreOf(run)))
          warnings.push(`run ${index + 1} has no score, ${whyUnscored(run)}`);
      });
      const audits: Audits = lhr.audits;
      figures.push({
        page: name,
        path,
        score: scoreOf(lhr),
        largestContentfulPaintMs: metric(audits, 'largest-contentful-paint', warnings),
        totalBlockingTimeMs: metric(audits, 'total-blocking-time', warnings),
        cumulativeLayoutShift: metric(audits, 'cumulative-layout-shift', warnings),
        warnings,
        scores: runs.map(scoreOf),
      });
    }
    return figures;
  } finally {
    chrome.kill();
  }
}
