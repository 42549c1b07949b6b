import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createCollection, createCreator, createProject } from '#server/seed/factories';
import { seriousA11yViolations } from './support/accessibility';
import { useBrowser } from './support/browser';
import { decideOnCookies } from './support/consent';
import { useDatabase } from './support/database';
import { signInThroughApi } from './support/sign-in';

// Saves and collections (docs/decisions/0052-home-saves-and-drafts.md): a member keeps projects in
// Saved and in named collections, and a public one's link opens for anyone.

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };

describe('saves and collections on a phone', () => {
  const browser = useBrowser();
  const db = useDatabase();
  const stamp = Date.now().toString(36).slice(-5);

  async function phoneOf(email?: string, colorScheme: 'light' | 'dark' = 'light'): Promise<Page> {
    const page = await browser.newPage({ ...PHONE, colorScheme });
    await decideOnCookies(page.context(), browser.baseUrl);
    if (email) await signInThroughApi(page, email);
    return page;
  }

  it('[USER] [VISITOR] saves a project into a new public collection, and a visitor opens its link', async () => {
    const maker = await createCreator(db(), { handle: `potter${stamp}` });
    const bowl = await createProject(db(), maker.profile.id, {
      title: `Tea bowl ${stamp}`,
      slug: 'tea-bowl',
    });
    const saver = await createCreator(db(), { handle: `saver${stamp}` });
    const collectionName = `Glazes I love ${stamp}`;

    const page = await phoneOf(saver.user.email);
    await page.goto(`/${maker.profile.handle}/${bowl.slug}`);
    await page.getByRole('heading', { level: 1, name: bowl.title }).waitFor();
    await page.getByRole('main').getByRole('button', { name: 'Save', exact: true }).first().click();

    const dialog = page.getByRole('dialog', { name: 'Save to…' });
    await dialog.getByRole('button', { name: 'New collection' }).click();
    await dialog.getByLabel('Name').fill(collectionName);
    await dialog.getByRole('switch', { name: 'Public' }).click();
    await dialog.getByRole('button', { name: 'Create', exact: true }).click();
    // Made with the project in it: its switch is on, Saved's is not.
    await dialog.getByRole('switch', { name: collectionName, checked: true }).waitFor();
    expect(await dialog.getByRole('switch', { name: 'Saved' }).getAttribute('aria-checked')).toBe('false');
    await dialog.getByRole('button', { name: 'Done' }).click();
    await page.getByRole('main').getByRole('button', { name: 'Saved', exact: true }).first().waitFor();

    await page.goto('/collections');
    await page.getByRole('heading', { level: 1, name: 'Collections' }).waitFor();
    await page.getByRole('link', { name: collectionName }).click();
    await page.getByRole('heading', { level: 1, name: collectionName }).waitFor();
    await page.getByRole('button', { name: 'Share' }).waitFor();
    await page.getByRole('link', { name: bowl.title }).waitFor();
    const link = page.url();
    expect(new URL(link).pathname).toMatch(/^\/collections\/[0-9a-f-]{36}$/);

    // The visitor's page comes from the server with the collection on it, then stays live.
    const visitor = await phoneOf();
    const html = await (await visitor.request.get(link)).text();
    expect(html).toContain(collectionName);
    expect(html).toContain(bowl.title);
    await visitor.goto(link);
    await visitor.getByRole('heading', { level: 1, name: collectionName }).waitFor();
    await visitor
      .getByRole('link', { name: `by ${saver.profile.displayName ?? saver.profile.handle}` })
      .waitFor();
    await visitor.getByRole('link', { name: bowl.title }).click();
    await visitor.getByRole('heading', { level: 1, name: bowl.title }).waitFor();
    browser.expectCleanConsole(page);
    browser.expectCleanConsole(visitor);
  });

  it('[USER] saves from a card on Explore to Saved and finds it under Saved', async () => {
    const maker = await createCreator(db(), { handle: `weaver${stamp}` });
    const title = `Indigo runner ${stamp}`;
    await createProject(db(), maker.profile.id, { title, slug: 'indigo-runner' });
    const saver = await createCreator(db(), { handle: `keeper${stamp}` });

    const page = await phoneOf(saver.user.email);
    await page.goto('/explore');
    await page.getByLabel('Search projects').fill(title);
    await page.keyboard.press('Enter');
    const card = page.getByRole('article').filter({ has: page.getByRole('link', { name: title }) });
    await card.getByRole('button', { name: 'Save', exact: true }).click();

    const dialog = page.getByRole('dialog', { name: 'Save to…' });
    await dialog.getByRole('switch', { name: 'Saved' }).click();
    await dialog.getByRole('switch', { name: 'Saved', checked: true }).waitFor();
    await dialog.getByRole('button', { name: 'Done' }).click();
    // The card's bookmark says so at once.
    await card.getByRole('button', { name: 'Saved', exact: true }).waitFor();

    await page.goto('/collections');
    await page.getByRole('link', { name: 'Saved', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Saved' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/collections/saved');
    await page.getByRole('link', { name: title }).waitFor();
    browser.expectCleanConsole(page);
  });

  it('[VISITOR] is sent to sign in from Save, and from /collections', async () => {
    const maker = await createCreator(db(), { handle: `carver${stamp}` });
    const spoon = await createProject(db(), maker.profile.id, { title: `Spoon ${stamp}`, slug: 'spoon' });
    const page = await phoneOf();
    await page.goto(`/${maker.profile.handle}/${spoon.slug}`);
    await page.getByRole('main').getByRole('link', { name: 'Save', exact: true }).first().click();
    await page.getByText('Please sign in to save projects').waitFor();
    expect(new URL(page.url()).searchParams.get('from')).toBe(`/${maker.profile.handle}/${spoon.slug}`);
    await page.goto('/collections');
    await page.waitForURL((url) => url.pathname === '/login');
    browser.expectCleanConsole(page);
  });

  it('[USER] [VISITOR] /collections and a collection page meet no serious accessibility violation', async () => {
    const maker = await createCreator(db(), { handle: `glass${stamp}` });
    const vase = await createProject(db(), maker.profile.id, { title: `Vase ${stamp}`, slug: 'vase' });
    const member = await createCreator(db(), { handle: `curator${stamp}` });
    const shown = await createCollection(db(), member.user.id, [vase.id], {
      name: `Blown glass ${stamp}`,
      isPublic: true,
    });
    await createCollection(db(), member.user.id, [], { name: `Someday ${stamp}` });
    const findings: string[] = [];
    for (const colorScheme of ['light', 'dark'] as const) {
      const signedIn = await phoneOf(member.user.email, colorScheme);
      const visitor = await phoneOf(undefined, colorScheme);
      for (const [page, path] of [
        [signedIn, '/collections'],
        [signedIn, `/collections/${shown.id}`],
        [signedIn, '/collections/saved'],
        [visitor, `/collections/${shown.id}`],
      ] as const) {
        await page.goto(path);
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        await page.waitForLoadState('networkidle');
        for (const violation of await seriousA11yViolations(page)) {
          findings.push(`${path} (${colorScheme}): ${violation}`);
        }
      }
      // The save dialog, open over a project's page.
      await signedIn.goto(`/${maker.profile.handle}/${vase.slug}`);
      await signedIn.getByRole('main').getByRole('button', { name: 'Saved', exact: true }).first().click();
      await signedIn.getByRole('dialog', { name: 'Save to…' }).getByRole('switch').first().waitFor();
      for (const violation of await seriousA11yViolations(signedIn)) {
        findings.push(`save dialog (${colorScheme}): ${violation}`);
      }
    }
    expect(findings).toEqual([]);
  }, 300_000);
});
