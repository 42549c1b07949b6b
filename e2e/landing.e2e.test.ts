import { createHash } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import { expectNoSeriousA11yViolations } from './support/accessibility';
import { countCommunity } from '#server/features/stats/index';
import { useBrowser } from './support/browser';
import { useDatabase } from './support/database';

describe('landing page', () => {
  const browser = useBrowser();
  const db = useDatabase();
  const demo = inject('demo');

  it('[VISITOR] sees the counters count up to the real community numbers', async () => {
    // Other journeys add creators, projects and services, and files run in any order: count now.
    const counts = await countCommunity(db());
    const page = await browser.newPage();
    // Records every value the projects counter shows, to see it rise rather than jump.
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { counterValues: string[] }).counterValues = seen;
      new MutationObserver(() => {
        const text = document.querySelector('[data-counter="projects"]')?.textContent;
        if (text && text !== seen.at(-1)) seen.push(text);
      }).observe(document, { subtree: true, childList: true, characterData: true });
    });
    await page.goto('/');
    const counter = (name: string) => page.locator(`[data-counter="${name}"]`).textContent();
    await expect.poll(() => counter('creators'), { timeout: 10_000 }).toBe(String(counts.creators));
    await expect.poll(() => counter('projects')).toBe(String(counts.projects));
    await expect.poll(() => counter('services')).toBe(String(counts.services));
    await expect.poll(() => counter('connections')).toBe(String(counts.connections));

    const shown = (
      await page.evaluate(() => (window as unknown as { counterValues: string[] }).counterValues)
    ).map(Number);
    const message = `values shown: ${shown.join(' ')}`;
    expect(shown.at(-1), message).toBe(counts.projects);
    expect(shown, message).toEqual([...shown].sort((a, b) => a - b));
    // It rose through values on the way instead of jumping to the total.
    expect(shown.filter((value) => value > 0 && value < counts.projects).length, message).toBeGreaterThan(1);
    browser.expectCleanConsole(page);
  });

  it('[VISITOR] sees the latest projects and services with their owners, and the way in', async () => {
    const page = await browser.newPage();
    await page.goto('/');
    const projects = page.getByRole('region', { name: 'Latest projects' }).getByRole('article');
    // The lists arrive with one request; wait for it rather than for a fixed time.
    await projects.first().waitFor();
    expect(await projects.count()).toBe(Math.min(6, demo.projects));
    expect(await projects.first().getByRole('link', { name: /^@/ }).textContent()).toMatch(/^@[a-z0-9]+$/);
    const services = page.getByRole('region', { name: 'Latest services' }).getByRole('article');
    expect(await services.count()).toBe(Math.min(4, demo.services));
    expect(await page.getByRole('link', { name: 'Create your account' }).getAttribute('href')).toBe(
      '/login?tab=sign-up',
    );
    expect(await page.getByRole('link', { name: 'Explore projects' }).getAttribute('href')).toBe('/explore');
    for (const section of [
      'How it works',
      'Everything a creator needs',
      'Ready to show the world what you make?',
    ]) {
      expect(await page.getByRole('heading', { name: section }).isVisible()).toBe(true);
    }
    browser.expectCleanConsole(page);
  });

  it('[VISITOR] gets one main landmark, one h1 and no serious accessibility violation', async () => {
    const page = await browser.newPage();
    await page.goto('/');
    await page.getByRole('region', { name: 'Latest projects' }).getByRole('article').first().waitFor();
    expect(await page.locator('main').count()).toBe(1);
    expect(await page.locator('h1').count()).toBe(1);
    await expectNoSeriousA11yViolations(page);
    browser.expectCleanConsole(page);
  });

  it('[VISITOR] on a 360 px phone uses the menu drawer and never scrolls sideways', async () => {
    const page = await browser.newPage({ viewport: { width: 360, height: 740 } });
    await page.goto('/');
    await page.getByRole('region', { name: 'Latest projects' }).getByRole('article').first().waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    // The drawer's code loads when first opened.
    await drawer.waitFor();
    for (const link of ['Explore', 'People', 'Services', 'Sign in']) {
      expect(await drawer.getByRole('link', { name: link }).isVisible()).toBe(true);
    }
    await expectNoSeriousA11yViolations(page);
    await drawer.getByRole('button', { name: 'Close menu' }).click();
    await drawer.waitFor({ state: 'detached' });
    browser.expectCleanConsole(page);
  });

  it('is served with a Content-Security-Policy that runs only its own inline script, by hash', async () => {
    const page = await browser.newPage();
    const response = await page.goto('/');
    const policy = response?.headers()['content-security-policy'] ?? '';
    // Two inline script elements: the early-input recorder, which runs, and the page's data as
    // JSON, which no browser runs.
    const inline = await page
      .locator('script:not([src])')
      .evaluateAll((scripts) =>
        scripts.map((s) => ({ type: s.getAttribute('type'), text: s.textContent ?? '' })),
      );
    expect(inline.map((script) => script.type)).toEqual([null, 'application/json']);
    const recorderHash = createHash('sha256')
      .update(inline[0]?.text ?? '', 'utf8')
      .digest('base64');
    expect(policy).toContain(`script-src 'self' 'sha256-${recorderHash}';`);
    // The browser ran it: a blocked script would have logged a violation, and the recorder is there.
    expect(await page.evaluate(() => 'atelierEarlyInput' in window)).toBe(true);
    browser.expectCleanConsole(page);
  });
});
