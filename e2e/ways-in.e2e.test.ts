import { eq } from 'drizzle-orm';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  createConversation,
  createCreator,
  createMessage,
  createNotification,
  createService,
  createServiceRequest,
  createTotpFactor,
  FACTORY_PASSWORD,
} from '#server/seed/factories';
import { mfaBackupCodes, totpFactors, users } from '#server/db/schema/index';
import { currentTotpCode } from '#server/features/two-factor/index';
import { hashPassword } from '#server/security/passwords';
import { useBrowser } from './support/browser';
import { useDatabase } from './support/database';
import { linkFromMailTo } from './support/outbox';

const DESKTOP: BrowserContextOptions = { viewport: { width: 1440, height: 900 } };
const PHONE: BrowserContextOptions = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
};
// A person gives up on a menu that has not opened in this long (the report that opened no menu waited 8 s).
const PATIENCE_MS = 8000;

/**
 * However a member signs in (password, a two-factor code, a backup code, the emailed link), the app
 * they land in works at once: the account menu opens with Sign out, the badges count what waits, and
 * New offers a project or a service. Each step acts as a person does, the moment the page shows,
 * without waiting for the app to be live.
 */
describe('every way in ends in a working app', () => {
  const browser = useBrowser();
  const db = useDatabase();

  /** A member with something waiting: a notification, a message and a request, all unread. */
  async function memberWithNews(name: string) {
    const handle = `${name}${Date.now() % 1_000_000}`;
    const email = `${handle}@example.test`;
    const member = await createCreator(db(), { handle, user: { email } });
    const client = await createCreator(db());
    await createNotification(db(), member.user.id, { title: 'You have a new follower', read: false });
    const conversation = await createConversation(db(), member.user.id, client.user.id);
    await createMessage(db(), conversation.id, client.user.id, { content: 'Are you free in May?' });
    await createServiceRequest(db(), await createService(db(), member.profile.id), client.user.id);
    return { ...member, email };
  }

  async function signInWithPassword(page: Page, email: string) {
    await page.goto('/auth');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(FACTORY_PASSWORD);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  }

  /** At once, as a person: the menu opens, the badges count, and Sign out signs out. */
  async function expectWorkingApp(page: Page, badges: { waiting: boolean }) {
    await page.getByRole('button', { name: 'Account menu' }).click({ timeout: PATIENCE_MS });
    const signOut = page.getByRole('menuitem', { name: 'Sign out' });
    await signOut.waitFor({ timeout: PATIENCE_MS });
    expect(await page.getByRole('menuitem', { name: 'Saved' }).isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await signOut.waitFor({ state: 'detached' });
    if (badges.waiting) {
      await page.getByRole('button', { name: 'Notifications (1 unread)' }).waitFor();
      await page.getByRole('link', { name: 'Messages, 1 unread' }).waitFor();
      await page.getByRole('link', { name: 'Service requests (1 with news)' }).waitFor();
      expect(await page.getByTestId('unread-messages-badge').textContent()).toBe('1');
      expect(await page.getByTestId('request-news-badge').textContent()).toBe('1');
    }
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('link', { name: 'Sign in' }).first().waitFor();
  }

  it('[USER] with a password, on a desktop: the menu, the badges, and New offers a project or a service', async () => {
    const member = await memberWithNews('pass');
    const page = await browser.newPage(DESKTOP);
    await signInWithPassword(page, member.email);
    await page.waitForURL((url) => url.pathname === '/settings');

    // New, from the top bar: a project or a service.
    await page.getByRole('button', { name: 'New' }).click({ timeout: PATIENCE_MS });
    await page.getByRole('menuitem', { name: 'New service' }).click();
    await page.waitForURL((url) => url.pathname === '/services/new');
    await page.getByRole('button', { name: 'New' }).click();
    await page.getByRole('menuitem', { name: 'New project' }).click();
    await page.waitForURL((url) => url.pathname === '/new');

    await expectWorkingApp(page, { waiting: true });
    browser.expectCleanConsole(page);
  });

  for (const [device, options] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    it(`[USER] with a two-factor code, on a ${device}: the menu opens at once, with Sign out, and the badges count`, async () => {
      const member = await memberWithNews(`code${device}`);
      const { secret } = await createTotpFactor(db(), member.user.id);
      const page = await browser.newPage(options);
      await signInWithPassword(page, member.email);
      await page.waitForURL((url) => url.pathname === '/verify-mfa');
      await page.getByLabel('Authentication code').fill(currentTotpCode(secret));
      await page.getByRole('button', { name: 'Verify' }).click();
      await page.waitForURL((url) => url.pathname === '/settings');
      await expectWorkingApp(page, { waiting: true });
      browser.expectCleanConsole(page);
    });
  }

  it('[USER] with a backup code, on a desktop: the menu opens at once, with Sign out, and the badges count', async () => {
    const member = await memberWithNews('backup');
    await createTotpFactor(db(), member.user.id);
    await db()
      .insert(mfaBackupCodes)
      .values({ userId: member.user.id, codeHash: await hashPassword('K7QD2M9X') });
    const page = await browser.newPage(DESKTOP);
    await signInWithPassword(page, member.email);
    await page.waitForURL((url) => url.pathname === '/verify-mfa');
    await page.getByRole('button', { name: 'Use a backup code instead' }).click();
    await page.getByLabel('Backup code').fill('k7qd-2m9x');
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL((url) => url.pathname === '/settings');
    await expectWorkingApp(page, { waiting: true });
    const [used] = await db()
      .select({ usedAt: mfaBackupCodes.usedAt })
      .from(mfaBackupCodes)
      .where(eq(mfaBackupCodes.userId, member.user.id));
    expect(used?.usedAt).not.toBeNull();
    // Nothing of two-factor is left half-done: the factor is still on.
    expect(await db().select().from(totpFactors).where(eq(totpFactors.userId, member.user.id))).toHaveLength(
      1,
    );
    browser.expectCleanConsole(page);
  });

  it('[VISITOR] with the emailed link, after signing up: the menu opens at once, with Sign out, and the bell counts', async () => {
    const username = `link${Date.now().toString(36).slice(-6)}`;
    const email = `${username}@example.test`;
    const page = await browser.newPage(DESKTOP);
    await page.goto('/auth?tab=sign-up');
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('Painted-Skies-2026');
    await page.getByLabel(/I am 13 or older/).check();
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.waitForURL((url) => url.pathname === '/verify-email');
    // Something waits for the new member by the time the link is opened.
    const [account] = await db().select({ id: users.id }).from(users).where(eq(users.email, email));
    if (!account) throw new Error('the sign-up made no account');
    await createNotification(db(), account.id, { title: 'Welcome to Atelier', read: false });

    await page.goto(await linkFromMailTo(email));
    await page.waitForURL((url) => url.pathname !== '/verify-email');
    await page.getByRole('button', { name: 'Account menu' }).click({ timeout: PATIENCE_MS });
    await page.getByRole('menuitem', { name: 'Sign out' }).waitFor({ timeout: PATIENCE_MS });
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Notifications (1 unread)' }).waitFor();
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    browser.expectCleanConsole(page);
  });
});
