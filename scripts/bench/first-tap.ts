// How soon a tap made at first sight acts on the bench's phone: the cookie banner's 'Reject
// Optional', tapped the moment it shows on a first visit, until the banner is no longer seen. Each
// page loads once in a fresh browser context, throttled as for the page weights; both times come
// from the page's own clock.
import { chromium, type BrowserContext } from 'playwright-core';
import { APP_LIVE_MARK } from '#shared/page-rendering';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium';
import type { PublicPage } from './public-pages';
import { PHONE, slowDownLikeAPhone } from '../slow-phone';

export type FirstTap = {
  page: string;
  path: string;
  /** First contentful paint, ms from navigation start. */
  firstContentfulPaintMs: number;
  /** When the tap was made, ms from navigation start. */
  tappedMs: number;
  /** From the tap to the first frame without the banner. */
  tapToEffectMs: number;
  /** When the app was live, ms from navigation start; NaN if it never was. */
  liveMs: number;
};

const TIMEOUT_MS = 120_000;
const CHOICE = '[data-consent-choice="none"]';

type Recorded = { tappedAt: number; actedAt: number };
type TapWindow = { benchFirstTap?: Recorded };

/**
 * Runs in the page before its own scripts: notes the tap and the first frame its effect shows in. A
 * text, not a function: tsx names a function's inner functions with a helper the page lacks.
 */
const WATCH_THE_TAP = `
  window.addEventListener('click', (event) => {
    const button = event.target instanceof Element ? event.target.closest(${JSON.stringify(CHOICE)}) : null;
    if (!(button instanceof HTMLElement)) return;
    const tappedAt = performance.now();
    const watch = () => {
      if (button.isConnected && button.checkVisibility()) requestAnimationFrame(watch);
      else window.benchFirstTap = { tappedAt, actedAt: performance.now() };
    };
    requestAnimationFrame(watch);
  }, true); // On the window, so it hears the tap before the page's own listeners on the document.
`;

async function tapOnce(context: BrowserContext, name: string, url: string): Promise<FirstTap> {
  const page = await context.newPage();
  await slowDownLikeAPhone(context, page);
  await page.addInitScript({ content: WATCH_THE_TAP });
  await page.goto(url, { waitUntil: 'commit', timeout: TIMEOUT_MS });
  // As a person taps: the moment the button shows and holds still.
  await page.locator(CHOICE).click({ timeout: TIMEOUT_MS });
  await page.waitForFunction(() => (window as TapWindow).benchFirstTap !== undefined, null, {
    timeout: TIMEOUT_MS,
  });
  await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, APP_LIVE_MARK, {
    timeout: TIMEOUT_MS,
  });
  const figures = await page.evaluate((mark) => {
    const tap = (window as TapWindow).benchFirstTap as Recorded;
    return {
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
      live: performance.getEntriesByName(mark)[0]?.startTime ?? Number.NaN,
      ...tap,
    };
  }, APP_LIVE_MARK);
  return {
    page: name,
    path: new URL(url).pathname,
    firstContentfulPaintMs: figures.paint,
    tappedMs: figures.tappedAt,
    tapToEffectMs: figures.actedAt - figures.tappedAt,
    liveMs: figures.live,
  };
}

/** The first tap's figures on each of `pages` of the server at `baseUrl`, one page after another. */
export async function measureFirstTaps(baseUrl: string, pages: PublicPage[]): Promise<FirstTap[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    const taps: FirstTap[] = [];
    for (const { name, path } of pages) {
      const context = await browser.newContext(PHONE);
      try {
        taps.push(await tapOnce(context, name, baseUrl + path));
      } finally {
        await context.close();
      }
    }
    return taps;
  } finally {
    await browser.close();
  }
}
