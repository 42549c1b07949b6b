import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createCreator } from '#server/seed/factories';
import { useBrowser } from './support/browser';
import { useDatabase } from './support/database';
import { signInThroughForm } from './support/sign-in';

const locale = (language: string) =>
  JSON.parse(
    readFileSync(path.join(import.meta.dirname, '../src/web/i18n/locales', `${language}.json`), 'utf8'),
  );

describe('interface language', () => {
  const browser = useBrowser();
  const db = useDatabase();
  const english = locale('en');
  const german = locale('de');

  it('[VISITOR] switches to Deutsch in the footer, and it stays German after a reload', async () => {
    const page = await browser.newPage({ locale: 'en-US' });
    await page.goto('/');
    const heading = page.getByRole('heading', { level: 1 });
    expect(await heading.textContent()).toBe(english.landing.hero.title);

    await page.getByLabel('Language').selectOption({ label: 'Deutsch' });
    await expect.poll(() => heading.textContent()).toBe(german.landing.hero.title);
    expect(await page.getByRole('navigation', { name: german.nav.main }).first().isVisible()).toBe(true);
    expect(await page.evaluate(() => window.localStorage.getItem('language'))).toBe('de');

    await page.reload();
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe(german.landing.hero.title);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('de');
    expect(await page.getByLabel(german.footer.language).inputValue()).toBe('de');
    browser.expectCleanConsole(page);
  });

  it('[VISITOR] whose browser speaks Japanese gets Japanese without choosing', async () => {
    const page = await browser.newPage({ locale: 'ja-JP' });
    await page.goto('/');
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe(locale('ja').landing.hero.title);
    browser.expectCleanConsole(page);
  });

  it('[USER] chooses Deutsch while signed in, and another browser opens in German after signing in', async () => {
    const email = `sprache${Date.now()}@example.test`;
    await createCreator(db(), { user: { email } });
    const signIn = (page: Page) => signInThroughForm(page, email);

    const laptop = await browser.newPage({ locale: 'en-US' });
    await signIn(laptop);
    const saved = laptop.waitForResponse((response) => response.url().endsWith('/api/profile/preferences'));
    await laptop
      .getByRole('region', { name: 'Preferences' })
      .getByLabel('Language')
      .selectOption({ label: 'Deutsch' });
    expect((await saved).status()).toBe(204);

    const phone = await browser.newPage({ locale: 'en-US' });
    await signIn(phone);
    await expect
      .poll(() => phone.getByRole('heading', { level: 1 }).textContent())
      .toBe(german.settings.title);
    browser.expectCleanConsole(laptop);
    browser.expectCleanConsole(phone);
  });
});
