import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from './support/accessibility';
import { useBrowser } from './support/browser';
import { countMailsTo, linkFromMailTo, readOutbox } from './support/outbox';

const PASSWORD = 'Painted-Skies-2026';
const NEW_PASSWORD = 'Fresh-Start-Again-31';

describe('accounts', () => {
  const browser = useBrowser();
  const username = `maker${Date.now().toString(36).slice(-6)}`;
  const email = `${username}@example.test`;

  it('[VISITOR] signs up, verifies from the email link, sets up a profile and goes on to settings', async () => {
    const page = await browser.newPage();
    await page.goto('/');
    await page.getByRole('button', { name: 'Accept All' }).click();
    await page.getByRole('link', { name: 'Sign in' }).click();
    await page.getByRole('tab', { name: 'Sign Up' }).click();
    await expectNoSeriousA11yViolations(page);

    // The username field keeps only what a handle may hold.
    await page.getByLabel('Username').fill(`${username.toUpperCase()}!`);
    expect(await page.getByLabel('Username').inputValue()).toBe(username);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('too-weak');
    await page.getByLabel(/I am 13 or older/).check();
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByText(/Password does not meet requirements/).waitFor();

    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByRole('status').filter({ hasText: 'Account created!' }).waitFor();
    await page.waitForURL((url) => url.pathname === '/verify-email');
    await page.getByText(`We sent a verification link to ${email}.`).waitFor();
    expect(await page.getByRole('button', { name: /Resend in \d+ seconds/ }).isDisabled()).toBe(true);

    const link = await linkFromMailTo(email);
    expect(new URL(link).origin).toBe(new URL(page.url()).origin);
    expect(new URL(link).pathname).toBe('/verify-email');
    await page.goto(link);
    await page.waitForURL((url) => url.pathname === '/onboarding');
    await page.getByRole('heading', { name: 'Welcome to Atelier!' }).waitFor();
    expect(await page.getByLabel('Username').inputValue()).toBe(username);

    await page.getByLabel('Display Name').fill('Maker Person');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: 'Skip for now' }).click();
    await page.getByLabel('Headline').fill('Tools for makers');
    await page.getByLabel("I'm available for hire").check();
    await page.getByRole('button', { name: 'Complete Setup' }).click();
    // Onboarding ends on the next steps (docs/decisions/0053); the intro video and the call to
    // action wait in Settings, which they point to.
    await page.getByRole('heading', { name: 'Your profile is live' }).waitFor();
    await page.getByRole('link', { name: 'Add an intro video or a call to action in Settings' }).click();
    await page.waitForURL((url) => url.pathname === '/settings');
    await page.getByText('Your profile is live at').waitFor();
    await page.getByRole('link', { name: `/${username}` }).waitFor();

    // The settings form holds what onboarding saved, and saves edits with the rules of
    // docs/product/validation.md.
    expect(await page.getByLabel('Display Name').inputValue()).toBe('Maker Person');
    expect(await page.getByLabel('Headline').inputValue()).toBe('Tools for makers');
    await page.getByLabel('Bio').fill('x'.repeat(501));
    await page.getByRole('button', { name: 'Save Profile' }).click();
    await page.getByRole('alert').filter({ hasText: 'Bio: Bio must be less than 500 characters' }).waitFor();
    await page.getByLabel('Bio').fill('I build tools for makers.');
    await page.getByLabel('Skills').fill('React, , Illustration ,');
    await page.getByRole('button', { name: 'Save Profile' }).click();
    await page.getByRole('button', { name: 'Saved!' }).waitFor();
    await page.reload();
    expect(await page.getByLabel('Skills').inputValue()).toBe('React, Illustration');
    expect(await page.getByLabel('Bio').inputValue()).toBe('I build tools for makers.');

    // A photo becomes a 400x400 avatar with a 96 px copy, stored by the server; the 96 px preview
    // shows the copy.
    const photo = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#c2410c' } })
      .jpeg()
      .toBuffer();
    await page
      .getByLabel('Upload avatar')
      .setInputFiles({ name: 'me.jpg', mimeType: 'image/jpeg', buffer: photo });
    await page.getByRole('status').filter({ hasText: 'Profile updated successfully!' }).waitFor();
    const avatar = page.getByRole('img', { name: 'Your avatar' });
    await avatar.waitFor();
    expect(await avatar.getAttribute('src')).toMatch(
      /^\/uploads\/avatars\/[0-9a-f-]+\/avatar-.+\.w400\.webp$/,
    );
    await expect
      .poll(() => avatar.evaluate((image: HTMLImageElement) => [image.naturalWidth, image.currentSrc]))
      .toEqual([96, expect.stringMatching(/\.w96\.webp$/)]);
    browser.expectCleanConsole(page);
  });

  it('[USER] signs out from the account menu and back in, returning where they were sent from', async () => {
    const page = await browser.newPage();
    await page.goto('/settings');
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('Wrong-Password-1');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: 'Invalid credentials. Please check your email and password.' })
      .waitFor();

    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/settings');
    await page.getByRole('status').filter({ hasText: 'Welcome back!' }).waitFor();

    await page.getByRole('button', { name: 'Account menu' }).click();
    expect(await page.getByRole('menuitem', { name: 'View Profile' }).isVisible()).toBe(true);
    expect(await page.getByRole('menuitem', { name: 'Admin' }).count()).toBe(0);
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('link', { name: 'Sign in' }).waitFor();

    await page.goto('/settings');
    await page.waitForURL((url) => url.pathname === '/login');
    // The wrong password above was refused with 401, which the browser reports.
    browser.expectCleanConsole(page, [/status of 401/]);
  });

  it('[USER] forgets the password, resets it from the email link, and signs in with the new one', async () => {
    const page = await browser.newPage();
    await page.goto('/auth');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.getByRole('heading', { name: 'Reset your password' }).waitFor();
    const mailsBefore = countMailsTo(email);
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await page.getByRole('heading', { name: 'Check your email' }).waitFor();

    const link = await linkFromMailTo(email, mailsBefore);
    await page.goto(link);
    await page.getByRole('heading', { name: 'Choose a new password' }).waitFor();
    await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Confirm new password').fill('Something-Else-12');
    await page.getByRole('button', { name: 'Update password' }).click();
    await page.getByText('Passwords do not match').waitFor();
    await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Update password' }).click();
    await page.waitForURL((url) => url.pathname === '/auth');

    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/settings');
    browser.expectCleanConsole(page);
  });

  it('[VISITOR] recovers the username by email', async () => {
    const page = await browser.newPage();
    await page.goto('/auth');
    await page.getByRole('link', { name: 'Forgot username?' }).click();
    await page.getByRole('heading', { name: 'Recover your account' }).waitFor();
    const mailsBefore = countMailsTo(email);
    await page.getByLabel('Email').fill('not-an-address');
    await page.getByRole('button', { name: 'Send Recovery Email' }).click();
    await page.getByText('Please enter a valid email address').first().waitFor();
    await page.getByLabel('Email').fill(email.toUpperCase());
    await page.getByRole('button', { name: 'Send Recovery Email' }).click();
    await page.getByRole('heading', { name: 'Check Your Email' }).waitFor();
    await expect.poll(() => countMailsTo(email)).toBe(mailsBefore + 1);
    expect(
      readOutbox()
        .filter((mail) => mail.to.includes(email))
        .at(-1)?.text,
    ).toContain(`Your username is: ${username}`);
    browser.expectCleanConsole(page);
  });

  it('[USER] changes the email address and confirms it from the link sent to the new one', async () => {
    const newEmail = `moved-${username}@example.test`;
    const page = await browser.newPage();
    await page.goto('/auth');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/settings');

    const card = page.getByRole('region', { name: 'Change Email Address' });
    await card.getByLabel('New email address').fill(newEmail);
    await card.getByLabel('Current password').fill(NEW_PASSWORD);
    await card.getByRole('button', { name: 'Update email' }).click();
    await page.getByRole('status').filter({ hasText: 'Verification email sent' }).waitFor();
    // The old address is told, by a mail of its own (sent by the queue, a moment after the answer).
    await expect
      .poll(
        () =>
          readOutbox()
            .filter((mail) => mail.to === email)
            .at(-1)?.text ?? '',
      )
      .toContain(newEmail);

    await page.goto(await linkFromMailTo(newEmail));
    await page.waitForURL((url) => url.pathname === '/settings');
    await page.getByText(`You sign in with ${newEmail}.`).waitFor();
    browser.expectCleanConsole(page);
  });
});
