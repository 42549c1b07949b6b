import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createCreator, FACTORY_PASSWORD } from '#server/seed/factories';
import { totpFactors } from '#server/db/schema/index';
import { currentTotpCode } from '#server/features/two-factor/index';
import { expectNoSeriousA11yViolations } from './support/accessibility';
import { useBrowser } from './support/browser';
import { useDatabase } from './support/database';
import { signInThroughForm } from './support/sign-in';

describe('two-factor authentication', () => {
  const browser = useBrowser();
  const db = useDatabase();

  async function signInWithPassword(page: Page, email: string) {
    await page.goto('/auth');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(FACTORY_PASSWORD);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/verify-mfa');
    await page.getByRole('heading', { name: 'Two-factor authentication' }).waitFor();
  }

  async function signOut(page: Page) {
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await page.waitForURL((url) => url.pathname === '/');
  }

  const toast = (page: Page, text: string) =>
    page.getByRole('alert').or(page.getByRole('status')).filter({ hasText: text });

  it('[USER] enables two-factor, signs in with a code and with a backup code, is refused a reused code, and is locked after five failures', async () => {
    const handle = `guard${Date.now() % 1_000_000}`;
    const email = `${handle}@example.test`;
    const { user } = await createCreator(db(), { handle, user: { email } });
    // Codes are single-use per 30-second step; the test moves on as if the next step had come.
    const nextStep = () =>
      db().update(totpFactors).set({ lastUsedStep: null }).where(eq(totpFactors.userId, user.id));

    const page = await browser.newPage();
    await page.goto('/auth');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(FACTORY_PASSWORD);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/settings');

    const card = page.getByRole('region', { name: 'Two-factor authentication' });
    await card.getByRole('button', { name: 'Enable two-factor authentication' }).click();
    await card.getByLabel('Current password').fill(FACTORY_PASSWORD);
    await card.getByRole('button', { name: 'Continue' }).click();
    const secret = (await page.getByTestId('totp-secret').textContent()) ?? '';
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(await page.getByRole('img', { name: 'QR code for your authenticator app' }).isVisible()).toBe(
      true,
    );
    const backupCodes = await page
      .getByRole('list', { name: 'Backup codes' })
      .getByRole('listitem')
      .allTextContents();
    expect(backupCodes).toHaveLength(10);
    await expectNoSeriousA11yViolations(page);

    await page.getByLabel('6-digit code').fill('000000');
    await page.getByRole('button', { name: 'Verify and enable' }).click();
    await toast(page, 'Invalid verification code').waitFor();
    await page.getByLabel('6-digit code').fill(currentTotpCode(secret));
    await page.getByRole('button', { name: 'Verify and enable' }).click();
    await toast(page, 'Two-factor authentication has been enabled').waitFor();
    await page.getByText('Two-factor authentication is on. 10 backup codes left.').waitFor();

    // With an authenticator code.
    await signOut(page);
    await nextStep();
    await signInWithPassword(page, email);
    await page.getByLabel('Authentication code').fill(currentTotpCode(secret));
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL((url) => url.pathname === '/settings');
    await toast(page, 'Authentication successful').waitFor();

    // With a backup code, once.
    await signOut(page);
    await signInWithPassword(page, email);
    await page.getByRole('button', { name: 'Use a backup code instead' }).click();
    await page.getByLabel('Backup code').fill(backupCodes[0]?.toLowerCase() ?? '');
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL((url) => url.pathname === '/settings');
    await toast(page, 'Backup code verified').waitFor();

    await signOut(page);
    await signInWithPassword(page, email);
    await page.getByRole('button', { name: 'Use a backup code instead' }).click();
    await page.getByLabel('Backup code').fill(backupCodes[0] ?? '');
    await page.getByRole('button', { name: 'Verify' }).click();
    await toast(page, '4 attempts remaining').waitFor();

    // Four more failures lock the account, even for a correct code.
    await page.getByRole('button', { name: 'Use your authenticator app instead' }).click();
    for (const remaining of ['3 attempts remaining', '2 attempts remaining', '1 attempt remaining']) {
      await page.getByLabel('Authentication code').fill('000000');
      await page.getByRole('button', { name: 'Verify' }).click();
      await toast(page, remaining).waitFor();
    }
    await page.getByLabel('Authentication code').fill('000000');
    await page.getByRole('button', { name: 'Verify' }).click();
    await toast(page, 'Too many failed attempts. Please try again in 15 minutes.').waitFor();
    await nextStep();
    await page.getByLabel('Authentication code').fill(currentTotpCode(secret));
    await page.getByRole('button', { name: 'Verify' }).click();
    await toast(page, 'Account locked').waitFor();
    expect(new URL(page.url()).pathname).toBe('/verify-mfa');
    // The refusals above (wrong codes, lock) answer 400, 401 and 429, which the browser reports.
    browser.expectCleanConsole(page, [/status of 400/, /status of 401/, /status of 429/]);
  });

  it('[USER] with two-factor on, changes the password only with an authenticator code, and turns two-factor off with a backup code', async () => {
    const handle = `proof${Date.now() % 1_000_000}`;
    const email = `${handle}@example.test`;
    const newPassword = 'Battery-Staple-73?';
    const { user } = await createCreator(db(), { handle, user: { email } });
    const nextStep = () =>
      db().update(totpFactors).set({ lastUsedStep: null }).where(eq(totpFactors.userId, user.id));

    const page = await browser.newPage();
    await signInThroughForm(page, email);
    const passwordCard = page.getByRole('region', { name: 'Change Password' });
    // Two-factor off: the password alone is enough, so no code is asked for.
    await passwordCard.getByLabel('Current password').waitFor();
    expect(await passwordCard.getByLabel('Authentication code').count()).toBe(0);

    const twoFactorCard = page.getByRole('region', { name: 'Two-factor authentication' });
    await twoFactorCard.getByRole('button', { name: 'Enable two-factor authentication' }).click();
    await twoFactorCard.getByLabel('Current password').fill(FACTORY_PASSWORD);
    await twoFactorCard.getByRole('button', { name: 'Continue' }).click();
    const secret = (await page.getByTestId('totp-secret').textContent()) ?? '';
    const backupCodes = await page
      .getByRole('list', { name: 'Backup codes' })
      .getByRole('listitem')
      .allTextContents();
    await page.getByLabel('6-digit code').fill(currentTotpCode(secret));
    await page.getByRole('button', { name: 'Verify and enable' }).click();
    await toast(page, 'Two-factor authentication has been enabled').waitFor();

    // The password card now asks for a code too; without one the server refuses, on that field.
    const code = passwordCard.getByLabel('Authentication code');
    await code.waitFor();
    await passwordCard.getByLabel('Current password').fill(FACTORY_PASSWORD);
    await passwordCard.getByLabel('New password', { exact: true }).fill(newPassword);
    await passwordCard.getByLabel('Confirm new password').fill(newPassword);
    await passwordCard.getByRole('button', { name: 'Update password' }).click();
    await toast(page, 'Error updating password').waitFor();
    await passwordCard
      .getByText('Enter a code from your authenticator app or a backup code to confirm this change.')
      .waitFor();
    expect(await code.getAttribute('aria-invalid')).toBe('true');
    expect(await passwordCard.getByLabel('New password', { exact: true }).inputValue()).toBe(newPassword);
    await expectNoSeriousA11yViolations(page);

    await nextStep();
    await code.fill(currentTotpCode(secret));
    await passwordCard.getByRole('button', { name: 'Update password' }).click();
    await toast(page, 'Password updated').waitFor();
    expect(await code.inputValue()).toBe('');
    expect(await passwordCard.getByLabel('Current password').inputValue()).toBe('');

    // Turning two-factor off takes the new password and a backup code.
    await twoFactorCard.getByRole('button', { name: 'Disable two-factor authentication' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Current password').fill(newPassword);
    await dialog.getByLabel('Authentication code').fill(backupCodes[0] ?? '');
    await dialog.getByRole('button', { name: 'Disable two-factor authentication' }).click();
    await toast(page, 'Two-factor authentication has been disabled').waitFor();
    await twoFactorCard.getByText('Add a second step to signing in').waitFor();
    expect(await page.getByLabel('Authentication code').count()).toBe(0);

    // The new password is the one that signs in now, without a second step.
    await signOut(page);
    await signInThroughForm(page, email, newPassword);
    // The refusal without a code answers 403, which the browser reports.
    browser.expectCleanConsole(page, [/status of 403/]);
  });
});
