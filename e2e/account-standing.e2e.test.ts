import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createCreator, FACTORY_PASSWORD } from '#server/seed/factories';
import { bannedUsers, userRoles, userWarnings } from '#server/db/schema/index';
import { expectNoSeriousA11yViolations } from './support/accessibility';
import { useBrowser } from './support/browser';
import { useDatabase } from './support/database';

async function signIn(page: Page, email: string) {
  await page.goto('/auth');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(FACTORY_PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

describe('account standing', () => {
  const browser = useBrowser();
  const db = useDatabase();

  it('[BANNED] is kept on /banned from every route but the legal pages, and released once the ban is lifted', async () => {
    const { user } = await createCreator(db(), { user: { email: `banned${Date.now()}@example.test` } });
    await db()
      .insert(bannedUsers)
      .values({
        userId: user.id,
        reason: 'Spamming links',
        expiresAt: new Date(Date.UTC(2030, 0, 15, 12, 0)),
      });

    const page = await browser.newPage({ timezoneId: 'UTC' });
    await signIn(page, user.email);
    await page.waitForURL((url) => url.pathname === '/banned');
    await page.getByRole('heading', { name: 'Your account has been suspended from Atelier' }).waitFor();
    expect(await page.getByText('Spamming links').isVisible()).toBe(true);
    expect(await page.getByText('Tuesday, January 15, 2030').isVisible()).toBe(true);
    // Signing in worked, but a suspended member is not greeted with 'Welcome back!'.
    expect(await page.getByText('Welcome back!').count()).toBe(0);
    await expectNoSeriousA11yViolations(page);

    // The legal pages stay open to them; every other page sends them back, from the server already.
    await page.goto('/terms');
    await page.getByRole('heading', { name: 'Terms of Service', level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/terms');
    const settings = await page.goto('/settings');
    expect(settings?.request().redirectedFrom()?.url()).toMatch(/\/settings$/);
    await page.getByRole('heading', { name: 'Your account has been suspended from Atelier' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/banned');

    await db().update(bannedUsers).set({ unbannedAt: new Date() }).where(eq(bannedUsers.userId, user.id));
    // The screen re-checks every 10 seconds.
    await page.waitForURL((url) => url.pathname === '/', { timeout: 20_000 });
    browser.expectCleanConsole(page);
  });

  it('[BANNED] with a permanent ban is told so, and can sign out', async () => {
    const { user } = await createCreator(db(), { user: { email: `forever${Date.now()}@example.test` } });
    await db().insert(bannedUsers).values({ userId: user.id, reason: null });
    const page = await browser.newPage();
    await signIn(page, user.email);
    await page.getByText('This is a permanent ban').waitFor();
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('link', { name: 'Sign in' }).waitFor();
    browser.expectCleanConsole(page);
  });

  it('[WARNED] acknowledges two warnings in order, then is sent home', async () => {
    const { user } = await createCreator(db(), { user: { email: `warned${Date.now()}@example.test` } });
    await db()
      .insert(userWarnings)
      .values([
        {
          userId: user.id,
          reason: 'Please keep comments civil.',
          severity: 'low',
          createdAt: new Date(Date.now() - 2 * 86_400_000),
        },
        { userId: user.id, reason: 'Repeated spam in comments.', severity: 'critical' },
      ]);
    const page = await browser.newPage();
    await signIn(page, user.email);
    await page.waitForURL((url) => url.pathname === '/warning');
    const card = page.getByRole('article');
    await card.getByText('Repeated spam in comments.').waitFor();
    expect(await card.getByRole('heading', { level: 1 }).textContent()).toContain('(1 of 2)');
    expect(await card.getByText('CRITICAL', { exact: true }).isVisible()).toBe(true);
    expect(
      await card
        .getByText('Any further violation will result in immediate suspension of your account.')
        .isVisible(),
    ).toBe(true);
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'I Understand and Agree to Follow the Rules' }).click();
    await card.getByText('Please keep comments civil.').waitFor();
    expect(await card.getByRole('heading', { level: 1 }).textContent()).toContain('(2 of 2)');
    expect(await card.getByText('LOW', { exact: true }).isVisible()).toBe(true);
    expect(await card.getByText('2 days ago').isVisible()).toBe(true);

    await page.getByRole('button', { name: 'I Understand and Agree to Follow the Rules' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    const open = await db().select().from(userWarnings).where(eq(userWarnings.userId, user.id));
    expect(open.every((warning) => warning.acknowledgedAt !== null)).toBe(true);
    browser.expectCleanConsole(page);
  });

  it('[STAFF] sees Admin in the account menu; the profile link goes to their handle', async () => {
    const handle = `mod${Date.now() % 1_000_000}`;
    const { user } = await createCreator(db(), { handle, user: { email: `${handle}@example.test` } });
    await db().insert(userRoles).values({ userId: user.id, role: 'moderator' });
    const page = await browser.newPage();
    await signIn(page, user.email);
    await page.waitForURL((url) => url.pathname === '/settings');
    await page.getByRole('button', { name: 'Account menu' }).click();
    expect(await page.getByRole('menuitem', { name: 'Admin' }).isVisible()).toBe(true);
    expect(await page.getByRole('menuitem', { name: 'Settings' }).isVisible()).toBe(true);
    expect(await page.getByRole('menuitem', { name: 'Feedback' }).isVisible()).toBe(true);
    await page.getByRole('menuitem', { name: 'View Profile' }).click();
    await page.waitForURL((url) => url.pathname === `/${handle}`);
    browser.expectCleanConsole(page);
  });
});
