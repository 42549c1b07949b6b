import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createCreator, FACTORY_PASSWORD } from '#server/seed/factories';
import { expectNoSeriousA11yViolations } from './support/accessibility';
import { useBrowser } from './support/browser';
import { useDatabase } from './support/database';
import { signInThroughForm } from './support/sign-in';
import { countMailsTo } from './support/outbox';

describe('settings: links and your data', () => {
  const browser = useBrowser();
  const db = useDatabase();

  const signIn = signInThroughForm;

  it('[USER] adds and removes social and custom links, each saved at once', async () => {
    const email = `links${Date.now()}@example.test`;
    await createCreator(db(), { user: { email } });
    const page = await browser.newPage();
    await signIn(page, email);

    const social = page.getByRole('region', { name: 'Social Links' });
    await social.getByLabel('Platform').selectOption({ label: 'GitHub' });
    await social.getByLabel('URL').fill('https://gitlab.com/maker');
    await social.getByRole('button', { name: 'Add', exact: true }).click();
    await page.getByRole('alert').filter({ hasText: 'Please enter a valid GitHub URL' }).waitFor();

    await social.getByLabel('URL').fill('https://github.com/maker');
    await social.getByRole('button', { name: 'Add', exact: true }).click();
    await page.getByRole('status').filter({ hasText: 'Social links updated' }).waitFor();
    await social.getByRole('link', { name: 'https://github.com/maker' }).waitFor();
    // One link per platform: GitHub is no longer offered.
    expect(await social.getByLabel('Platform').locator('option', { hasText: 'GitHub' }).count()).toBe(0);

    const custom = page.getByRole('region', { name: 'Custom Links' });
    await custom.getByRole('button', { name: 'Add', exact: true }).click();
    await page.getByRole('alert').filter({ hasText: 'Please enter both name and URL' }).waitFor();
    await custom.getByLabel('Name').fill('Shop');
    await custom.getByLabel('URL').fill('https://shop.maker.example');
    const logo = await sharp({ create: { width: 300, height: 300, channels: 4, background: '#0ea5e9' } })
      .png()
      .toBuffer();
    await custom
      .getByLabel('Add logo (optional)')
      .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: logo });
    await custom.getByRole('img', { name: 'Logo preview' }).waitFor();
    await custom.getByRole('button', { name: 'Add', exact: true }).click();
    await page.getByRole('status').filter({ hasText: 'Custom links updated' }).waitFor();
    await custom.getByRole('link', { name: 'https://shop.maker.example' }).waitFor();
    await expectNoSeriousA11yViolations(page);

    // Saved on the server: a reload shows both; removing one saves at once too.
    await page.reload();
    await social.getByRole('link', { name: 'https://github.com/maker' }).waitFor();
    await custom.getByRole('button', { name: 'Remove link Shop' }).click();
    await page.getByRole('status').filter({ hasText: 'Custom links updated' }).waitFor();
    await page.reload();
    await social.getByRole('link', { name: 'https://github.com/maker' }).waitFor();
    expect(await custom.getByRole('link').count()).toBe(0);
    browser.expectCleanConsole(page);
  });

  it('[USER] downloads their data, then deletes the account after typing the handle', async () => {
    const email = `leaving${Date.now()}@example.test`;
    const { profile } = await createCreator(db(), { user: { email } });
    const handle = profile.handle ?? '';
    const page = await browser.newPage();
    await signIn(page, email);

    const card = page.getByRole('region', { name: 'Your data' });
    const download = page.waitForEvent('download');
    await card.getByRole('link', { name: 'Download your data' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(new RegExp(`^atelier-${handle}-\\d{4}-\\d{2}-\\d{2}\\.json$`));
    const data = JSON.parse(readFileSync((await file.path()) ?? '', 'utf8'));
    expect(data.account.email).toBe(email);
    expect(data.profile.handle).toBe(handle);

    await card.getByRole('button', { name: 'Delete account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    const confirm = dialog.getByRole('button', { name: 'Delete forever' });
    await dialog.getByLabel(`Type ${handle} to confirm`).fill('someone-else');
    await dialog.getByLabel('Password').fill(FACTORY_PASSWORD);
    expect(await confirm.isDisabled()).toBe(true);
    await dialog.getByLabel(`Type ${handle} to confirm`).fill(handle);
    const mailsBefore = countMailsTo(email);
    await confirm.click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('status').filter({ hasText: 'Account deleted' }).waitFor();
    await page.getByRole('link', { name: 'Sign in' }).waitFor();
    await expect.poll(() => countMailsTo(email)).toBe(mailsBefore + 1);

    // The account is gone: its address no longer signs in and its profile address is free.
    await page.goto('/auth');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(FACTORY_PASSWORD);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.getByRole('alert').filter({ hasText: 'Invalid credentials' }).waitFor();
    browser.expectCleanConsole(page, [/status of 401/]);
  });
});
