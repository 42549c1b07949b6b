import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createCreator, createProject } from '#server/seed/factories';
import { useBrowser } from './support/browser';
import { useDatabase } from './support/database';
import { decideOnCookies } from './support/consent';
import { signInThroughApi } from './support/sign-in';

// A profile's work starts on the first screen, on a desktop too; one main action leads, Report and
// Block wait in a menu; People cards show the newest work.
const DESKTOP = { viewport: { width: 1440, height: 900 } };
const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };

const fillOf = (page: Page, name: string, role: 'link' | 'button' = 'link') =>
  page
    .getByRole('main')
    .getByRole(role, { name, exact: true })
    .evaluate((element) => getComputedStyle(element).backgroundColor);

describe("a creator's profile and card", () => {
  const browser = useBrowser();
  const db = useDatabase();
  const stamp = Date.now().toString(36).slice(-5);

  it('[USER] on a desktop sees the work on the first screen, Hire first, and reports and blocks from the ⋯ menu', async () => {
    const creator = await createCreator(db(), {
      handle: `weaver${stamp}`,
      displayName: `Wanda Weaver ${stamp}`,
      bio: 'Tapestries and rugs, woven by hand.',
      skills: ['Weaving', 'Dyeing'],
      hireable: true,
      primaryCta: 'hire',
    });
    for (const title of ['Indigo runner', 'Madder rug', 'Weld tapestry']) {
      await createProject(db(), creator.profile.id, { title: `${title} ${stamp}` });
    }
    const visitor = await createCreator(db(), { user: { email: `looker${stamp}@example.test` } });
    const page = await browser.newPage(DESKTOP);
    await decideOnCookies(page.context(), browser.baseUrl);
    await signInThroughApi(page, visitor.user.email);
    await page.goto(`/weaver${stamp}`);

    // The work starts within the first screen.
    const firstWork = page.getByRole('link', { name: `Weld tapestry ${stamp}` });
    await firstWork.waitFor();
    const box = await firstWork.boundingBox();
    expect(box && box.y + box.height).toBeLessThan(DESKTOP.viewport.height);
    // Hire me is the one filled button; Follow and Message are outlined alike.
    const hire = await fillOf(page, 'Hire me');
    const follow = await fillOf(page, 'Follow', 'button');
    expect(hire).not.toBe(follow);
    expect(await fillOf(page, `Message @weaver${stamp}`)).toBe(follow);
    // Report and Block wait behind the ⋯ menu.
    expect(await page.getByRole('button', { name: 'Report' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: `Block @weaver${stamp}` }).count()).toBe(0);

    const more = page.getByRole('button', { name: 'More actions' });
    await more.click();
    await page.getByRole('menuitem', { name: 'Report' }).click();
    const report = page.getByRole('dialog', { name: 'Report this user' });
    await report.getByLabel('Reason').selectOption({ label: 'Spam' });
    await report.getByRole('button', { name: 'Submit report' }).click();
    await page.getByText('Report submitted').waitFor();
    await report.waitFor({ state: 'detached' });

    await more.click();
    await page.getByRole('menuitem', { name: `Block @weaver${stamp}` }).click();
    const confirm = page.getByRole('dialog', { name: `Block @weaver${stamp}?` });
    await confirm.getByRole('button', { name: 'Block', exact: true }).click();
    await page.getByText(`Blocked @weaver${stamp}`).waitFor();
    await more.click();
    await page.getByRole('menuitem', { name: 'Unblock' }).click();
    await page.getByText(`Unblocked @weaver${stamp}`).waitFor();
    browser.expectCleanConsole(page);
  });

  it('[VISITOR] sees Follow as the main action of a creator who is not for hire', async () => {
    const creator = await createCreator(db(), { handle: `potter${stamp}`, hireable: false });
    await createProject(db(), creator.profile.id, { title: `Salt-glazed jug ${stamp}` });
    const page = await browser.newPage(DESKTOP);
    await decideOnCookies(page.context(), browser.baseUrl);
    await page.goto(`/potter${stamp}`);
    await page.getByRole('link', { name: `Salt-glazed jug ${stamp}` }).waitFor();
    // A visitor's Follow leads to sign in; it is the filled one, and Report waits in the menu.
    const follow = await fillOf(page, 'Follow');
    const more = await page
      .getByRole('button', { name: 'More actions' })
      .evaluate((element) => getComputedStyle(element).backgroundColor);
    expect(follow).not.toBe(more);
    await page.getByRole('button', { name: 'More actions' }).click();
    await page.getByRole('menuitem', { name: 'Report' }).click();
    await page.getByText('Sign in required').waitFor();
    browser.expectCleanConsole(page);
  });

  it('[VISITOR] on a phone, a People card shows three of the newest works and opens one', async () => {
    const creator = await createCreator(db(), {
      handle: `glazier${stamp}`,
      displayName: `Gil Glazier ${stamp}`,
    });
    for (const title of ['Rose window', 'Leaded lamp', 'Fused bowl', 'Etched door']) {
      await createProject(db(), creator.profile.id, { title: `${title} ${stamp}` });
    }
    const page = await browser.newPage(PHONE);
    await decideOnCookies(page.context(), browser.baseUrl);
    await page.goto(`/people?q=glazier${stamp}`);
    const works = page.getByRole('list', { name: `Work by Gil Glazier ${stamp}` }).getByRole('link');
    await works.first().waitFor();
    expect(await works.allInnerTexts()).toHaveLength(3);
    const names = await works.evaluateAll((links) => links.map((link) => link.getAttribute('aria-label')));
    expect(names).toEqual([`Etched door ${stamp}`, `Fused bowl ${stamp}`, `Leaded lamp ${stamp}`]);
    await works.nth(1).tap();
    await page.getByRole('heading', { level: 1, name: `Fused bowl ${stamp}` }).waitFor();
    expect(new URL(page.url()).pathname).toMatch(new RegExp(`^/glazier${stamp}/`));
    browser.expectCleanConsole(page);
  });
});
