import type { Page, Request } from 'playwright-core';
import { APP_LIVE_MARK } from '#shared/page-rendering';

// A moment without requests: long enough for a query that starts when an earlier one ends.
const QUIET_MS = 150;
const DEADLINE_MS = 30_000;

/**
 * Counts the page's requests in flight, live event streams aside (they stay open), so that a sweep of
 * every screen can check each once its data has arrived. Playwright's 'networkidle' waits for 500 ms
 * of quiet on every page, and the sweeps load about eighty.
 */
export function trackRequests(page: Page) {
  const inFlight = new Set<Request>();
  let lastChange = Date.now();
  const started = (request: Request) => {
    if (request.resourceType() === 'eventsource') return;
    inFlight.add(request);
    lastChange = Date.now();
  };
  const ended = (request: Request) => {
    if (inFlight.delete(request)) lastChange = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);

  return {
    /**
     * Resolves once the screen is as it stays: the app is live, nothing on it says it is loading (a
     * busy list, a placeholder), and no request has been in flight for a moment.
     */
    async settled() {
      await page.waitForFunction(
        (mark) =>
          performance.getEntriesByName(mark).length > 0 &&
          !document.querySelector('[aria-busy="true"], .animate-pulse'),
        APP_LIVE_MARK,
        { timeout: DEADLINE_MS },
      );
      const deadline = Date.now() + DEADLINE_MS;
      while (inFlight.size > 0 || Date.now() - lastChange < QUIET_MS) {
        if (Date.now() > deadline) {
          const urls = [...inFlight].map((request) => request.url());
          throw new Error(`${page.url()} still loading after ${DEADLINE_MS} ms: ${urls.join(', ')}`);
        }
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    },
  };
}
