import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createCreator } from '#server/seed/factories';
import { expectNoSeriousA11yViolations } from './support/accessibility';
import { useBrowser } from './support/browser';
import { useDatabase } from './support/database';
import { grantOwner } from './support/owner';
import { signInThroughForm } from './support/sign-in';

describe('community voice', () => {
  const browser = useBrowser();
  const db = useDatabase();
  const stamp = Date.now().toString(36).slice(-5);
  let owner: Page;

  async function memberPage(handle: string, displayName: string) {
    const email = `${handle}@example.test`;
    await createCreator(db(), { handle, displayName, user: { email } });
    const page = await browser.newPage();
    await signInThroughForm(page, email);
    return page;
  }

  it('[OWNER] is made with npm run admin', async () => {
    const email = `boss${stamp}@example.test`;
    await createCreator(db(), { handle: `boss${stamp}`, displayName: 'Bea Boss', user: { email } });
    expect(await grantOwner(email)).toMatch(/owner/);
    owner = await browser.newPage({}, { acrossTests: true });
    await signInThroughForm(owner, email);
  });

  it('a visitor is asked to sign in before sending feedback', async () => {
    const visitor = await browser.newPage();
    await visitor.goto('/feedback');
    await visitor.getByRole('heading', { level: 1, name: 'Feedback' }).waitFor();
    await visitor.getByText('Authentication required').waitFor();
    await visitor.getByText('Please sign in to submit feedback').waitFor();
    await visitor.getByRole('main').getByRole('link', { name: 'Sign in' }).click();
    await visitor.waitForURL((url) => url.pathname === '/login');
  });

  it('[OWNER] a member sends a bug report with a screenshot; the owner resolves it and the member is told', async () => {
    const member = await memberPage(`fran${stamp}`, 'Fran Feedback');
    await member.goto('/feedback');
    await member.getByRole('heading', { level: 1, name: 'Feedback' }).waitFor();
    expect(await member.getByLabel('Bug Report').isChecked()).toBe(true);

    // The schema's rules show before anything is sent.
    await member.getByLabel('Title').fill('ab');
    await member.getByRole('button', { name: 'Submit' }).click();
    await member.getByText('Title must be at least 3 characters').first().waitFor();

    const title = `Cover upload hangs ${stamp}`;
    await member.getByLabel('Title').fill(title);
    await member.getByLabel('Description').fill('The spinner never stops after choosing a large PNG.');
    await member.getByLabel('Related URL (optional)').fill('https://atelier.example/new');
    const shot = await sharp({ create: { width: 800, height: 500, channels: 3, background: '#334155' } })
      .png()
      .toBuffer();
    await member
      .getByLabel('Add screenshot')
      .setInputFiles({ name: 'screen.png', mimeType: 'image/png', buffer: shot });
    await member.getByRole('img', { name: 'Screenshot preview' }).waitFor();
    await expectNoSeriousA11yViolations(member);
    await member.getByRole('button', { name: 'Submit' }).click();
    await member.getByText('Feedback submitted!').waitFor();
    await member.getByText('Thank you for helping us improve the platform.').waitFor();

    // The form starts over, and the report is listed below it as open.
    expect(await member.getByLabel('Title').inputValue()).toBe('');
    expect(await member.getByLabel('Bug Report').isChecked()).toBe(true);
    expect(await member.getByRole('img', { name: 'Screenshot preview' }).count()).toBe(0);
    const mine = member.getByRole('region', { name: 'Your feedback' });
    await mine.getByText(title).waitFor();
    await mine.getByText('Open', { exact: true }).waitFor();

    await owner.goto('/admin?tab=feedback');
    await owner.getByRole('tab', { name: 'Feedback', exact: true, selected: true }).waitFor();
    await owner.getByText(title, { exact: true }).waitFor();
    // The screenshot is shown to staff (it is private: served only to its sender and staff).
    const thumbnail = owner.getByRole('link', { name: `Open the screenshot of “${title}”` }).locator('img');
    await expect
      .poll(() => thumbnail.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0);
    await owner.getByLabel(`Status of “${title}”`).selectOption('resolved');
    await owner.getByText('Feedback marked Resolved').waitFor();
    await expectNoSeriousA11yViolations(owner);

    await member.getByRole('button', { name: /Notifications/ }).click();
    await member.getByText('Feedback resolved').waitFor();
    await member.keyboard.press('Escape');
    await member.reload();
    await member
      .getByRole('region', { name: 'Your feedback' })
      .getByText('Resolved', { exact: true })
      .waitFor();
  });

  it('[OWNER] publishes an announcement that a member’s open tab shows without a reload, then deactivates it', async () => {
    const member = await memberPage(`anna${stamp}`, 'Anna Reader');
    await member.goto('/explore');
    await member.getByRole('heading', { level: 1 }).first().waitFor();

    await owner.goto('/admin?tab=announcements');
    const title = `Maintenance ${stamp}`;
    // Both fields are required, as docs/product/validation.md says.
    await owner.getByRole('button', { name: 'Publish' }).click();
    await owner.getByText('Please fill in both title and message').first().waitFor();
    await owner.getByLabel('Title', { exact: true }).fill(title);
    await owner
      .getByLabel('Message', { exact: true })
      .fill('Atelier is read-only on Sunday from 02:00 to 03:00 UTC.');
    await owner.getByRole('button', { name: 'Publish' }).click();
    await owner.getByText('Announcement published').waitFor();
    await expectNoSeriousA11yViolations(owner);

    const banners = member.getByRole('region', { name: 'Announcements' });
    await banners.getByText(title).waitFor();
    await banners.getByText('Atelier is read-only on Sunday from 02:00 to 03:00 UTC.').waitFor();
    await expectNoSeriousA11yViolations(member);

    await owner.getByRole('button', { name: `Deactivate “${title}”` }).click();
    await owner
      .getByRole('dialog', { name: 'Deactivate this announcement?' })
      .getByRole('button', { name: 'Deactivate' })
      .click();
    await owner.getByText(`Deactivated “${title}”`).waitFor();
    await owner.getByText('Deactivated', { exact: true }).first().waitFor();
    expect(await owner.getByRole('button', { name: `Deactivate “${title}”` }).count()).toBe(0);
    await banners.getByText(title).waitFor({ state: 'detached' });

    // The notification stays in the member's list.
    await member.getByRole('button', { name: /Notifications/ }).click();
    await member.getByText(title).first().waitFor();
  });

  it('[OWNER] a banned member appeals, and the owner lifts the ban from the appeal', async () => {
    const handle = `barry${stamp}`;
    const member = await memberPage(handle, 'Barry Banned');
    await owner.goto('/admin?tab=users');
    await owner.getByLabel('Search members').fill(handle);
    await owner.getByRole('button', { name: 'Open Barry Banned' }).click();
    await owner.getByRole('button', { name: 'Ban Barry Banned' }).click();
    const banDialog = owner.getByRole('dialog', { name: 'Ban Barry Banned' });
    await banDialog.getByLabel('Reason').fill('Posting the same link everywhere');
    await banDialog.getByRole('button', { name: 'Ban', exact: true }).click();
    await owner.getByText('Banned Barry Banned').waitFor();

    await member.goto('/banned');
    await member.getByRole('button', { name: 'Appeal this decision' }).click();
    await member.getByLabel('Why should the ban be lifted?').fill('Those were links to my own portfolio.');
    await member.getByRole('button', { name: 'Send appeal' }).click();
    await member.getByText('Appeal sent', { exact: true }).waitFor();
    await member.getByText('Waiting for a decision by staff.').waitFor();
    expect(await member.getByRole('button', { name: 'Appeal this decision' }).count()).toBe(0);
    await expectNoSeriousA11yViolations(member);

    await owner.goto('/admin?tab=bans');
    await owner.getByText('Those were links to my own portfolio.').waitFor();
    await owner.getByRole('button', { name: 'Lift the ban on Barry Banned from their appeal' }).click();
    const liftDialog = owner.getByRole('dialog', { name: 'Lift the ban on Barry Banned?' });
    await liftDialog.getByLabel('Reply to the member (optional)').fill('Sorry, our mistake.');
    await liftDialog.getByRole('button', { name: 'Lift ban' }).click();
    await owner.getByText('Lifted the ban on Barry Banned').waitFor();
    await expectNoSeriousA11yViolations(owner);

    // The member's open /banned leaves by itself once the ban is gone.
    await member.waitForURL((url) => url.pathname !== '/banned');
    await owner.getByRole('tab', { name: 'Audit', exact: true }).click();
    await owner.getByRole('cell', { name: 'Ban lifted on appeal', exact: true }).first().waitFor();
  });
});
