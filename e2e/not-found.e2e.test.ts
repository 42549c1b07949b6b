import { readFileSync } from 'node:fs';
import { describe, expect, inject, it } from 'vitest';
import { expectNoSeriousA11yViolations } from './support/accessibility';
import { useBrowser } from './support/browser';

// The page itself answers 404, which Chromium reports on the console.
const PAGE_IS_404 = /Failed to load resource: the server responded with a status of 404/;

describe('404 page', () => {
  const browser = useBrowser();

  it('[VISITOR] on an unknown path sees the 404 page, goes home, and the path reaches the server log', async () => {
    const page = await browser.newPage();
    const missingPath = `/no/such/page-${Date.now()}`;
    await page.goto(missingPath);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Oops! Page not found');
    await expectNoSeriousA11yViolations(page);

    await expect
      .poll(() =>
        readFileSync(inject('serverLogPath'), 'utf8')
          .split('\n')
          .some((line) => line.includes(missingPath) && line.includes('page not found')),
      )
      .toBe(true);

    await page.getByRole('link', { name: 'Return to Home' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Show your work. Get hired. Grow together.');
    browser.expectCleanConsole(page, [PAGE_IS_404]);
  });

  it('[VISITOR] on a reserved word that is no screen sees the 404 page, not a missing profile', async () => {
    const page = await browser.newPage();
    await page.goto('/help');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Oops! Page not found');
    browser.expectCleanConsole(page, [PAGE_IS_404]);
  });
});
