import sharp from 'sharp';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createCreator } from '#server/seed/factories';
import { expectNoSeriousA11yViolations } from './support/accessibility';
import { useBrowser } from './support/browser';
import { useDatabase } from './support/database';

// A creator's first hour on a phone (decision 52), acting as people do: they tap what they see the
// moment it shows and never wait for the app to be live. She publishes a first project whose three
// images finish uploading out of order, leaves the form halfway through the menu, comes back to it
// from Drafts with everything kept, and publishing opens the project's page.
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } as const;
const UPLOADS_TIMEOUT_MS = 20_000;

/** A picture of one colour, as a file someone would pick. */
const picture = async (name: string, background: string) => ({
  name,
  mimeType: 'image/png',
  buffer: await sharp({ create: { width: 1200, height: 900, channels: 3, background } })
    .png()
    .toBuffer(),
});

/**
 * Network shaping: the server stores each image at once, but its answer reaches the phone late for
 * the first two picked, so the uploads end as g3, g2, g1. Answers the stored address of each file.
 */
async function answerUploadsOutOfOrder(page: Page) {
  const lateBy: Record<string, number> = { 'g1.png': 2500, 'g2.png': 1200 };
  const stored = new Map<string, string>();
  // The upload names the form's licence in its query (?licence=...).
  await page.route(
    (url) => url.pathname === '/api/projects/images',
    async (route) => {
      const name = /filename="([^"]+)"/.exec(route.request().postDataBuffer()?.toString('latin1') ?? '')?.[1];
      const response = await route.fetch();
      const answer = (await response.json()) as { url: string };
      if (name) stored.set(name, answer.url);
      await new Promise((resolve) => setTimeout(resolve, lateBy[name ?? ''] ?? 0));
      await route.fulfill({ response, json: answer });
    },
  );
  return stored;
}

/** Which picked file each image of the list shows, by the stored address its <img> is made from. */
async function picturesIn(list: ReturnType<Page['locator']>, stored: Map<string, string>) {
  const sources = await list.evaluateAll((images) => images.map((image) => image.getAttribute('src') ?? ''));
  return sources.map((source) => {
    for (const [name, url] of stored) if (source.includes(url.replace(/\.[a-z]+$/, ''))) return name;
    return source;
  });
}

describe("a creator's first hour", () => {
  const browser = useBrowser();
  const db = useDatabase();
  const stamp = Date.now().toString(36).slice(-5);
  const email = `maya${stamp}@example.test`;
  const title = `Tide tables ${stamp}`;
  const summary = 'Where the sea will be, hour by hour, for a small harbour.';
  const stack = 'TypeScript, D3';

  // Three images stored with their copies and an accessibility check: up to a minute on a busy machine.
  it('[CREATOR] publishes a first project with its images in the order chosen, leaving halfway and coming back from Drafts', async () => {
    // Signed up and onboarded already: a name, a handle and a headline.
    const maya = await createCreator(db(), {
      handle: `maya${stamp}`,
      displayName: 'Maya Okafor',
      headline: 'Data visualisation for small ports',
      user: { email },
    });
    const page = await browser.newPage(PHONE);
    const stored = await answerUploadsOutOfOrder(page);
    await page.goto('/auth');
    await page.getByRole('button', { name: 'Reject Optional' }).click();
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('Correct-Horse-42!');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.waitForURL((url) => url.pathname !== '/auth');

    // 1. A first project: the words, then three images picked as g1, g2, g3.
    await page.goto('/new');
    await page.getByRole('heading', { name: 'New project', level: 1 }).waitFor();
    await page.getByLabel('Title').fill(title);
    await page.getByLabel('Summary').fill(summary);
    await page.getByLabel('Tech stack').fill(stack);
    const caseStudy = page.getByRole('group', { name: 'Case study' });
    const chooser = page.waitForEvent('filechooser');
    await caseStudy.locator('button', { hasText: 'Add images' }).click();
    await (
      await chooser
    ).setFiles([
      await picture('g1.png', '#b91c1c'),
      await picture('g2.png', '#15803d'),
      await picture('g3.png', '#1d4ed8'),
    ]);
    // Each image a block of its own, in the order picked.
    const items = caseStudy.getByRole('list', { name: 'Case study' }).getByRole('listitem');
    await expect.poll(() => items.count(), { timeout: UPLOADS_TIMEOUT_MS }).toBe(3);
    expect(await picturesIn(items.locator('img'), stored)).toEqual(['g1.png', 'g2.png', 'g3.png']);
    const description = (position: number) =>
      page
        .getByRole('group', { name: `Image · ${position} of 3` })
        .getByLabel('Description', { exact: true });
    await description(1).fill('Red: high tide');
    await description(2).fill('Green: the turn');
    await description(3).fill('Blue: low tide');
    await page.getByRole('status').filter({ hasText: 'Draft saved' }).waitFor();

    // 2. Halfway, she leaves through the menu; the dialog says the draft is kept, and she leaves.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Explore' }).click();
    const leave = page.getByRole('dialog', { name: 'Leave this page?' });
    await leave.getByText('your draft is saved').waitFor();
    await leave.getByRole('button', { name: 'Leave', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/explore');

    // 3. Later, Drafts holds the project, and resuming it finds everything as she left it.
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Drafts' }).click();
    await page.getByRole('heading', { name: 'Drafts', level: 1 }).waitFor();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('link', { name: `Resume ${title}` }).click();
    await page.getByRole('heading', { name: 'New project', level: 1 }).waitFor();
    await expect.poll(() => page.getByLabel('Title').inputValue()).toBe(title);
    expect(await page.getByLabel('Summary').inputValue()).toBe(summary);
    expect(await page.getByLabel('Tech stack').inputValue()).toBe(stack);
    expect(await picturesIn(items.locator('img'), stored)).toEqual(['g1.png', 'g2.png', 'g3.png']);
    expect(await description(2).inputValue()).toBe('Green: the turn');
    // The address names the draft: reloading (or opening it on another device) finds it again.
    expect(new URL(page.url()).searchParams.get('draft')).toMatch(/^[0-9a-f-]{36}$/);
    await page.reload();
    await expect.poll(() => page.getByLabel('Title').inputValue()).toBe(title);

    // 4. Publishing opens the project's page, with the images in the order chosen; the draft is gone.
    await page.getByRole('button', { name: 'Publish project' }).click();
    await page.waitForURL((url) => url.pathname.startsWith(`/${maya.profile.handle}/`));
    await page.getByRole('heading', { name: title, level: 1 }).waitFor();
    const shown = page.getByRole('region', { name: 'Case study' }).getByRole('img');
    expect(await shown.evaluateAll((images) => images.map((image) => image.getAttribute('alt')))).toEqual([
      'Red: high tide',
      'Green: the turn',
      'Blue: low tide',
    ]);
    expect(await picturesIn(shown, stored)).toEqual(['g1.png', 'g2.png', 'g3.png']);
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Drafts' }).click();
    await page.getByRole('heading', { name: 'No drafts' }).waitFor();
    browser.expectCleanConsole(page);
  }, 120_000);
});
