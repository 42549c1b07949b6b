// How much JavaScript a phone fetches for a page, and how soon the page is live: the scripts it had
// by the first contentful paint and by the time the app was live (every tap works), and every script
// it loaded by the time the network went quiet. Each page loads once in a fresh
// browser context (an empty cache, as on a first visit), throttled like a mid-range phone on a slow
// mobile network, and each script counts at the gzip size of its built file.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { type BrowserContext, chromium, type Page } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium';
import type { PublicPage } from './public-pages';
import { PHONE, slowDownLikeAPhone } from '../slow-phone';
import { APP_LIVE_MARK } from '#shared/page-rendering';

export type PageWeight = {
  page: string;
  path: string;
  /** First contentful paint, ms from navigation start; NaN when the page painted no content. */
  firstContentfulPaintMs: number;
  /** Gzip bytes of the scripts whose response had ended by the first contentful paint. */
  jsBeforePaintBytes: number;
  scriptsBeforePaint: number;
  /** When the app had hydrated the page (its 'atelier:live' mark), ms from navigation start; NaN if never. */
  liveMs: number;
  /** Gzip bytes of the scripts whose response had ended by the time the page was live. */
  jsBeforeLiveBytes: number;
  /** Gzip bytes of every script loaded by the time the network was idle after the load event. */
  jsLoadedBytes: number;
  scriptsLoaded: number;
};

const LOAD_TIMEOUT_MS = 120_000;
// How long the network must stay quiet, with the main thread idle, for the page to count as loaded.
// Playwright's own 'networkidle' (500 ms) comes too early on a throttled CPU: while the bundle is
// parsed nothing is fetched, and the route's own chunk and data are requested only after that.
const QUIET_MS = 2000;

type ScriptTiming = { url: string; responseEnd: number };
type Timings = { firstContentfulPaint: number | null; live: number | null; scripts: ScriptTiming[] };

/**
 * The gzip size of a built script, read from the `.gz` the build writes beside every asset
 * (vite.config.ts), or gzipped here at the same level if there is none. Not the transfer
 * size: the server sends brotli to a browser that accepts it, and the goal is stated in gzip.
 */
function gzipSizes(webRoot: string) {
  const sizes = new Map<string, Promise<number>>();
  const sizeOf = async (pathname: string) => {
    const file = path.join(webRoot, decodeURIComponent(pathname));
    if (!file.startsWith(webRoot + path.sep)) throw new Error(`${pathname} is not a built file`);
    const gzipped = await readFile(`${file}.gz`).catch(() => null);
    if (gzipped) return gzipped.length;
    const content = await readFile(file).catch(() => {
      throw new Error(`the page loaded ${pathname}, which is not in ${webRoot}: is the build current?`);
    });
    return gzipSync(content, { level: 9 }).length;
  };
  return (url: string) => {
    const { pathname } = new URL(url);
    const known = sizes.get(pathname) ?? sizeOf(pathname);
    sizes.set(pathname, known);
    return known;
  };
}

/**
 * Counts the page's requests in flight; `quiet()` resolves once none has started or ended for
 * QUIET_MS and the main thread has reached an idle moment. An event stream stays open by design, so
 * it never counts.
 */
function watchNetwork(page: Page) {
  let inFlight = 0;
  let lastActivity = performance.now();
  const counted = (request: { resourceType(): string }) => request.resourceType() !== 'eventsource';
  page.on('request', (request) => {
    if (!counted(request)) return;
    inFlight += 1;
    lastActivity = performance.now();
  });
  const ended = (request: { resourceType(): string }) => {
    if (!counted(request)) return;
    inFlight -= 1;
    lastActivity = performance.now();
  };
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return async () => {
    const deadline = performance.now() + LOAD_TIMEOUT_MS;
    for (;;) {
      // Answers only once the page's main thread is free: a long task delays the check, not the figure.
      await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
      if (inFlight <= 0 && performance.now() - lastActivity >= QUIET_MS) return;
      if (performance.now() > deadline) throw new Error(`${page.url()} never went quiet`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
}

/** Loads one page throttled and answers its first contentful paint and its scripts' timings. */
async function loadThrottled(context: BrowserContext, url: string): Promise<Timings> {
  const page = await context.newPage();
  await slowDownLikeAPhone(context, page);
  const quiet = watchNetwork(page);
  const response = await page.goto(url, { waitUntil: 'load', timeout: LOAD_TIMEOUT_MS });
  if (!response?.ok()) throw new Error(`${url} answered ${response?.status() ?? 'nothing'}`);
  // Scripts the page imports after load (its route's chunk, what it shows by itself) count in "loaded".
  await quiet();
  // Both figures come from the page's own Performance API, on one clock: ms since navigation start.
  return page.evaluate((liveMark) => {
    const paint = performance.getEntriesByName('first-contentful-paint')[0];
    const live = performance.getEntriesByName(liveMark)[0];
    const scripts = performance
      .getEntriesByType('resource')
      .filter((entry) => /\.m?js$/.test(new URL(entry.name).pathname))
      .map((entry) => ({ url: entry.name, responseEnd: (entry as PerformanceResourceTiming).responseEnd }));
    return {
      firstContentfulPaint: paint ? paint.startTime : null,
      live: live ? live.startTime : null,
      scripts,
    };
  }, APP_LIVE_MARK);
}

/**
 * The page weights of `pages` on the server at `baseUrl`, one page after another; `webRoot` is the
 * build the server serves (dist/web), where each script's gzip size is read.
 */
export async function measurePageWeights(
  baseUrl: string,
  pages: PublicPage[],
  webRoot: string,
): Promise<PageWeight[]> {
  const gzipSize = gzipSizes(path.resolve(webRoot));
  const sum = async (scripts: ScriptTiming[]) =>
    (await Promise.all(scripts.map((script) => gzipSize(script.url)))).reduce((a, b) => a + b, 0);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    const weights: PageWeight[] = [];
    for (const { name, path: pagePath } of pages) {
      const context = await browser.newContext(PHONE);
      try {
        const timings = await loadThrottled(context, baseUrl + pagePath);
        // A script fetched twice (a preload, then its import) is one script.
        const loaded = [...new Map(timings.scripts.map((script) => [script.url, script])).values()];
        const paint = timings.firstContentfulPaint;
        const beforePaint = paint === null ? [] : loaded.filter((script) => script.responseEnd <= paint);
        const live = timings.live;
        const beforeLive = live === null ? [] : loaded.filter((script) => script.responseEnd <= live);
        weights.push({
          page: name,
          path: pagePath,
          firstContentfulPaintMs: paint ?? Number.NaN,
          jsBeforePaintBytes: await sum(beforePaint),
          scriptsBeforePaint: beforePaint.length,
          liveMs: live ?? Number.NaN,
          jsBeforeLiveBytes: await sum(beforeLive),
          jsLoadedBytes: await sum(loaded),
          scriptsLoaded: loaded.length,
        });
      } finally {
        await context.close();
      }
    }
    return weights;
  } finally {
    await browser.close();
  }
}
