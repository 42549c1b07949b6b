import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser';

const storedConsent = (page: Page) =>
  page.evaluate(() => JSON.parse(window.localStorage.getItem('atelier-cookie-consent-v2') ?? 'null'));

describe('cookie consent', () => {
  const browser = useBrowser();

  it('[VISITOR] accepts all, and the choice survives a reload', async () => {
    const page = await browser.newPage();
    await page.goto('/');
    const banner = page.getByRole('region', { name: 'We value your privacy' });
    await banner.waitFor();
    await banner.getByRole('button', { name: 'Accept All' }).click();
    await banner.waitFor({ state: 'detached' });
    expect(await storedConsent(page)).toMatchObject({
      version: 2,
      essential: true,
      analytics: true,
      advertising: true,
    });

    await page.reload();
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.getByRole('region', { name: 'We value your privacy' }).count()).toBe(0);
    browser.expectCleanConsole(page);
  });

  it('[VISITOR] changes their mind in Cookie Preferences, and the new choice persists', async () => {
    const page = await browser.newPage();
    await page.goto('/');
    await page.getByRole('button', { name: 'Accept All' }).click();
    // The person sees the banner go before reaching for the footer (the page moves up as it goes).
    await page.getByRole('button', { name: 'Accept All' }).waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Cookie settings' }).click();
    const preferences = page.getByRole('region', { name: 'Cookie Preferences' });
    await preferences.waitFor();
    const essential = preferences.getByRole('switch', { name: 'Essential' });
    expect(await essential.isDisabled()).toBe(true);
    expect(await essential.getAttribute('aria-checked')).toBe('true');
    expect(await preferences.getByRole('switch', { name: 'Analytics' }).getAttribute('aria-checked')).toBe(
      'true',
    );

    await preferences.getByRole('switch', { name: 'Analytics' }).click();
    await preferences.getByRole('button', { name: 'Save Preferences' }).click();
    await preferences.waitFor({ state: 'detached' });
    // The confirmation is announced through the live region.
    expect(await page.getByRole('status').filter({ hasText: 'Cookie preferences saved' }).count()).toBe(1);
    expect(await storedConsent(page)).toMatchObject({ analytics: false, advertising: true });

    await page.reload();
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.getByRole('region', { name: 'We value your privacy' }).count()).toBe(0);
    expect(await storedConsent(page)).toMatchObject({ analytics: false, advertising: true });
    browser.expectCleanConsole(page);
  });

  it('[VISITOR] looks at the preferences, goes back, and rejects everything optional', async () => {
    const page = await browser.newPage();
    await page.goto('/privacy');
    await page.getByRole('button', { name: 'Manage Preferences' }).click();
    const preferences = page.getByRole('region', { name: 'Cookie Preferences' });
    await preferences.getByRole('switch', { name: 'Analytics' }).click();
    await preferences.getByRole('button', { name: 'Back' }).click();
    // Opened again, the preferences still hold what was switched before going Back.
    await page.getByRole('button', { name: 'Manage Preferences' }).click();
    expect(await preferences.getByRole('switch', { name: 'Analytics' }).isChecked()).toBe(true);
    await preferences.getByRole('button', { name: 'Back' }).click();
    await page.getByRole('button', { name: 'Reject Optional' }).click();
    expect(await storedConsent(page)).toMatchObject({
      version: 2,
      essential: true,
      analytics: false,
      advertising: false,
    });
    await page.reload();
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.getByRole('region', { name: 'We value your privacy' }).count()).toBe(0);
    browser.expectCleanConsole(page);
  });
});
