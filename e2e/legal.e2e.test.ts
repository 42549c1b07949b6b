import { describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from './support/accessibility';
import { useBrowser } from './support/browser';

describe('legal pages', () => {
  const browser = useBrowser();

  it.each([
    // The privacy policy says how creators' insights are counted (docs/decisions/0072).
    ['/privacy', 'Privacy Policy', /at least 13 years old.*at least 16.*never stored/, 'December 2026'],
    ['/terms', 'Terms of Service', /binding arbitration/, 'January 2025'],
  ])('[VISITOR] reads %s, with the date it was last updated', async (path, title, content, updated) => {
    const page = await browser.newPage();
    await page.goto(path);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(title);
    expect(await page.getByText(`Last updated: ${updated}`).isVisible()).toBe(true);
    expect(await page.locator('main').textContent()).toMatch(content);
    expect(await page.title()).toBe(`${title} · Atelier`);
    await expectNoSeriousA11yViolations(page);
    browser.expectCleanConsole(page);
  });

  it('[VISITOR] reaches both from the footer', async () => {
    const page = await browser.newPage();
    await page.goto('/');
    // A first visitor answers the cookie banner that covers the foot of the page, then reads on.
    await page.getByRole('button', { name: 'Reject Optional' }).click();
    await page.getByRole('button', { name: 'Reject Optional' }).waitFor({ state: 'detached' });
    await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Service' }).click();
    await page.waitForURL((url) => url.pathname === '/terms');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
    await page.waitForURL((url) => url.pathname === '/privacy');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Privacy Policy');
    browser.expectCleanConsole(page);
  });
});
