import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect, inject } from 'vitest';
import { CHROMIUM_FLAGS } from '../../scripts/chromium-flags';

const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * One Chromium per test file. Each page records console errors and uncaught exceptions; a test's
 * page must end without any (house rule), checked by `expectCleanConsole`.
 */
export function useBrowser() {
  let browser: Browser | undefined;
  const problems = new WeakMap<Page, string[]>();
  let visitorNumber = 0;
  let pagesOfThisTest: { page: Page; acrossTests: boolean }[] = [];

  beforeAll(async () => {
    if (!existsSync(CHROMIUM_PATH)) {
      throw new Error(`Chromium not found at ${CHROMIUM_PATH}: install it with 'apt-get install chromium'.`);
    }
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  });
  afterAll(async () => {
    await browser?.close();
  });
  afterEach(async ({ task }) => {
    const pages = pagesOfThisTest;
    pagesOfThisTest = [];
    // CI keeps no screenshots: a failed test prints where each of its pages was and what it showed.
    if (task.result?.state === 'fail') {
      for (const { page } of pages) {
        if (page.isClosed()) continue;
        const text = await page
          .locator('body')
          .innerText({ timeout: 2000 })
          .catch((error: unknown) => `(no text: ${String(error)})`);
        console.log(
          `--- page at ${page.url()}\n${text.slice(0, 3000)}\n--- problems: ${JSON.stringify(problems.get(page))}`,
        );
      }
    }
    // A test's pages end with it. Left open, each kept its scripts, timers and streams running beside
    // the tests after it: a CI run had eight slowed phone pages busy at once.
    await Promise.all(
      pages
        .filter(({ acrossTests }) => !acrossTests)
        .map(({ page }) =>
          page
            .context()
            .close()
            .catch(() => undefined),
        ),
    );
  });

  return {
    baseUrl: inject('baseUrl'),
    /**
     * A page in a fresh context: its own storage and client address, as a first-time visitor. It is
     * closed when its test ends, unless `acrossTests` keeps it for the file's later tests.
     */
    async newPage(options: BrowserContextOptions = {}, { acrossTests = false } = {}) {
      if (!browser) throw new Error('browser not started');
      visitorNumber += 1;
      const clientAddress = `198.51.${Math.floor(Math.random() * 250)}.${visitorNumber % 250}`;
      const context = await browser.newContext({
        baseURL: inject('baseUrl'),
        extraHTTPHeaders: { 'x-forwarded-for': clientAddress },
        ...options,
      });
      const page = await context.newPage();
      pagesOfThisTest.push({ page, acrossTests });
      const seen: string[] = [];
      problems.set(page, seen);
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        // 'Failed to load resource' names no address in its text; where it came from does.
        const { url } = message.location();
        seen.push(`console.error: ${message.text()}${url ? ` (${url})` : ''}`);
      });
      page.on('pageerror', (error) => seen.push(`uncaught: ${error.message}`));
      return page;
    },
    /** Fails on any console error or uncaught exception, except those matching `allow` (expected refusals). */
    expectCleanConsole(page: Page, allow: RegExp[] = []) {
      const unexpected = (problems.get(page) ?? []).filter(
        (problem) => !allow.some((pattern) => pattern.test(problem)),
      );
      expect(unexpected).toEqual([]);
    },
  };
}
