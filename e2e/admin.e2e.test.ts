import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { remoteActors, remoteFollowers } from '#server/db/schema/index';
import { createCreator, createProject } from '#server/seed/factories';
import { expectNoSeriousA11yViolations } from './support/accessibility';
import { useBrowser } from './support/browser';
import { useDatabase } from './support/database';
import { grantOwner } from './support/owner';
import { signInThroughForm } from './support/sign-in';

const TABS = [
  'Users',
  'Content',
  'Bans',
  'Warnings',
  'Reports',
  'Feedback',
  'Announcements',
  'Reviews',
  'Comments',
  'Servers',
  'Audit',
];

describe('admin dashboard', () => {
  const browser = useBrowser();
  const db = useDatabase();
  const stamp = Date.now().toString(36).slice(-5);

  async function ownerPage() {
    const email = `owner${stamp}@example.test`;
    await createCreator(db(), { handle: `owner${stamp}`, displayName: 'Olive Owner', user: { email } });
    expect(await grantOwner(email)).toMatch(/owner/);
    const page = await browser.newPage({}, { acrossTests: true });
    await signInThroughForm(page, email);
    return page;
  }

  let owner: Page;

  it('[OWNER] made with npm run admin opens /admin and sees every tab; a member is turned away', async () => {
    owner = await ownerPage();
    await owner.goto('/admin');
    await owner.getByRole('heading', { level: 1, name: 'Admin dashboard' }).waitFor();
    for (const tab of TABS) await owner.getByRole('tab', { name: tab, exact: true }).waitFor();
    await expectNoSeriousA11yViolations(owner);

    const email = `plain${stamp}@example.test`;
    await createCreator(db(), { handle: `plain${stamp}`, user: { email } });
    const member = await browser.newPage();
    await signInThroughForm(member, email);
    await member.goto('/admin');
    await member.getByText('Access Denied').waitFor();
    await member.getByText("You don't have permission to access this page").waitFor();
    await member.waitForURL((url) => url.pathname === '/');
  });

  it('[OWNER] warns a member, who acknowledges it live; bans them for a day, then lifts it', async () => {
    const handle = `wendy${stamp}`;
    const email = `${handle}@example.test`;
    await createCreator(db(), { handle, displayName: 'Wendy Warned', user: { email } });
    const member = await browser.newPage();
    await signInThroughForm(member, email);
    await member.goto('/explore');

    await owner.goto('/admin?tab=users');
    await owner.getByLabel('Search members').fill(handle);
    await owner.getByRole('button', { name: 'Open Wendy Warned' }).click();
    await owner.getByRole('heading', { level: 2, name: 'Wendy Warned' }).waitFor();
    await owner.getByRole('button', { name: 'Warn Wendy Warned' }).click();
    const warnDialog = owner.getByRole('dialog', { name: 'Warn Wendy Warned' });
    await warnDialog.getByLabel('Reason').fill('Spam links in every comment');
    await warnDialog.getByLabel('Severity').selectOption('high');
    await warnDialog.getByRole('button', { name: 'Send warning' }).click();
    await owner.getByText('Warned Wendy Warned').waitFor();

    // The member's open tab goes to /warning without a reload, and returns home once acknowledged.
    await member.waitForURL((url) => url.pathname === '/warning');
    await member.getByText('Spam links in every comment').waitFor();
    expect(await member.getByText('HIGH', { exact: true }).isVisible()).toBe(true);
    await member.getByRole('button', { name: 'I Understand and Agree to Follow the Rules' }).click();
    await member.waitForURL((url) => url.pathname === '/');

    await owner.getByRole('button', { name: 'Ban Wendy Warned' }).click();
    const banDialog = owner.getByRole('dialog', { name: 'Ban Wendy Warned' });
    await banDialog.getByLabel('Reason').fill('Kept spamming after a warning');
    expect(await banDialog.getByLabel('Duration').inputValue()).toBe('1d');
    await banDialog.getByRole('button', { name: 'Ban', exact: true }).click();
    await owner.getByText('Banned Wendy Warned').waitFor();
    await member.waitForURL((url) => url.pathname === '/banned');
    await member.getByText('Kept spamming after a warning').waitFor();

    await owner.getByRole('button', { name: 'Unban Wendy Warned' }).click();
    await owner
      .getByRole('dialog', { name: 'Unban Wendy Warned?' })
      .getByRole('button', { name: 'Unban' })
      .click();
    await owner.getByText('Unbanned Wendy Warned').waitFor();
    await member.waitForURL((url) => url.pathname !== '/banned');

    // Each action is in the audit log, by the owner.
    await owner.getByRole('tab', { name: 'Audit', exact: true }).click();
    for (const action of ['Warned', 'Banned', 'Unbanned']) {
      await owner.getByRole('cell', { name: action, exact: true }).first().waitFor();
    }
    await expectNoSeriousA11yViolations(owner);
  });

  it('[STAFF] a junior moderator made by the owner opens Admin on the tabs of their powers and warns a member', async () => {
    const handle = `jules${stamp}`;
    const email = `${handle}@example.test`;
    await createCreator(db(), { handle, displayName: 'Jules Junior', user: { email } });
    await owner.goto('/admin?tab=users');
    await owner.getByLabel('Search members').fill(handle);
    await owner.getByRole('button', { name: 'Open Jules Junior' }).click();
    await owner.getByLabel('Assign a role').selectOption({ label: 'Junior Mod' });
    await owner.getByRole('button', { name: 'Assign', exact: true }).click();
    await owner
      .getByRole('dialog', { name: 'Make Jules Junior Junior Mod?' })
      .getByRole('button', { name: 'Assign' })
      .click();
    await owner.getByText('Jules Junior is now Junior Mod').waitFor();

    const target = `tess${stamp}`;
    await createCreator(db(), { handle: target, displayName: 'Tess Target' });
    const junior = await browser.newPage();
    await signInThroughForm(junior, email);
    await junior.getByRole('button', { name: 'Account menu' }).click();
    await junior.getByRole('menuitem', { name: 'Admin' }).click();
    await junior.getByRole('heading', { level: 1, name: 'Admin dashboard' }).waitFor();
    const tabs = junior.getByRole('tablist', { name: 'Admin dashboard' }).getByRole('tab');
    expect(await tabs.allInnerTexts()).toEqual(['Users', 'Warnings', 'Reviews', 'Comments']);
    await junior.getByLabel('Search members').fill(target);
    await junior.getByRole('button', { name: 'Open Tess Target' }).click();
    // Warning is the one power a junior moderator holds.
    await junior.getByRole('button', { name: 'Warn Tess Target' }).click();
    expect(await junior.getByRole('button', { name: 'Ban Tess Target' }).count()).toBe(0);
    const warnDialog = junior.getByRole('dialog', { name: 'Warn Tess Target' });
    await warnDialog.getByLabel('Reason').fill('Please keep comments on the work');
    await warnDialog.getByRole('button', { name: 'Send warning' }).click();
    await junior.getByText('Warned Tess Target').waitFor();
    await junior.getByRole('tab', { name: 'Warnings', exact: true }).click();
    await junior.getByRole('cell', { name: 'Please keep comments on the work' }).waitFor();
    browser.expectCleanConsole(junior);
  });

  it('[OWNER] resolves a member’s report by unpublishing the project, which leaves /explore', async () => {
    const creator = await createCreator(db(), { handle: `maker${stamp}`, displayName: 'Mo Maker' });
    const title = `Crypto giveaway ${stamp}`;
    await createProject(db(), creator.profile.id, { title, slug: `giveaway-${stamp}` });
    const reporterEmail = `rita${stamp}@example.test`;
    await createCreator(db(), { handle: `rita${stamp}`, user: { email: reporterEmail } });
    const reporter = await browser.newPage();
    await signInThroughForm(reporter, reporterEmail);
    await reporter.goto(`/maker${stamp}/giveaway-${stamp}`);
    await reporter.getByRole('button', { name: 'Report' }).click();
    const reportDialog = reporter.getByRole('dialog', { name: 'Report this project' });
    await reportDialog.getByLabel('Reason').selectOption('spam');
    await reportDialog.getByRole('button', { name: 'Submit report' }).click();
    await reporter.getByText('Report submitted').waitFor();

    const visitor = await browser.newPage();
    await visitor.goto(`/explore?q=${encodeURIComponent(title)}`);
    // The project's card, not the search box's echo of the words.
    const card = visitor.getByRole('heading', { name: title, exact: true });
    await card.waitFor();

    await owner.goto('/admin?tab=reports');
    await owner.getByRole('button', { name: `Unpublish ${title}` }).click();
    const holdDialog = owner.getByRole('dialog', { name: `Unpublish ${title}?` });
    await holdDialog.getByLabel('Reason (its owner will read this)').fill('A scam posing as a project');
    await holdDialog.getByRole('button', { name: 'Unpublish' }).click();
    await owner.getByText(`Unpublished ${title}`).waitFor();
    const status = owner.getByLabel(`Status of the report on ${title}`);
    await expect.poll(() => status.inputValue()).toBe('resolved');

    // A new visitor: the first one's browser may keep its explore answer for its 15 s of public cache.
    const later = await browser.newPage();
    await later.goto(`/explore?q=${encodeURIComponent(title)}`);
    await later.getByText('No projects found').waitFor();
    expect(await later.getByRole('heading', { name: title, exact: true }).count()).toBe(0);
    await visitor.goto(`/maker${stamp}/giveaway-${stamp}`);
    await visitor.getByRole('heading', { name: 'Project not found' }).waitFor();

    // The reporter hears that their report was acted on.
    await reporter.goto('/');
    await reporter.getByRole('button', { name: /Notifications/ }).click();
    await reporter.getByText('Report resolved').waitFor();
  });

  it('[OWNER] sees the servers whose accounts follow members here, limits one, and suspends it after confirming', async () => {
    const domain = `social-${stamp}.example`;
    const { user } = await createCreator(db(), { handle: `followed${stamp}` });
    const [actor] = await db()
      .insert(remoteActors)
      .values({ uri: `https://${domain}/users/kim`, domain, inbox: `https://${domain}/users/kim/inbox` })
      .returning();
    if (!actor) throw new Error('no remote actor');
    await db()
      .insert(remoteFollowers)
      .values({ userId: user.id, remoteActorId: actor.id, followUri: `${actor.uri}#f` });

    await owner.goto('/admin?tab=servers');
    const row = owner.getByRole('row').filter({ hasText: domain });
    await row.getByRole('cell', { name: '1', exact: true }).waitFor();
    await expectNoSeriousA11yViolations(owner);

    await row.getByLabel(`Status of ${domain}`).selectOption('limited');
    await owner.getByText(`${domain} is limited`).waitFor();

    await row.getByLabel(`Status of ${domain}`).selectOption('suspended');
    const dialog = owner.getByRole('dialog', { name: `Suspend ${domain}?` });
    await dialog.getByRole('button', { name: 'Suspend' }).click();
    await owner.getByText(`${domain} is suspended`).waitFor();
    // Its follower here is gone with it.
    await row.getByRole('cell', { name: '0', exact: true }).waitFor();
  });
});
