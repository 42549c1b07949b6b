import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createCreator } from '#server/seed/factories';
import { expectNoSeriousA11yViolations } from './support/accessibility';
import { useBrowser } from './support/browser';
import { useDatabase } from './support/database';
import { signInThroughForm } from './support/sign-in';

describe('portfolio and community', () => {
  const browser = useBrowser();
  const db = useDatabase();
  const stamp = Date.now().toString(36).slice(-5);
  const creatorHandle = `maker${stamp}`;
  const fanHandle = `fan${stamp}`;
  const title = `Orbital Loom ${stamp}`;
  const tech = `Zig${stamp}`;

  const signIn = signInThroughForm;

  it("[USER] publishes a project that others find, follow, like and comment on, live in the creator's tab", async () => {
    await createCreator(db(), {
      handle: creatorHandle,
      displayName: 'Mara Maker',
      user: { email: `${creatorHandle}@example.test` },
    });
    await createCreator(db(), {
      handle: fanHandle,
      displayName: 'Finn Fan',
      user: { email: `${fanHandle}@example.test` },
    });

    // The creator publishes a project with a cover image.
    const creator = await browser.newPage();
    await signIn(creator, `${creatorHandle}@example.test`);
    // New offers a project or a service; the top bar's part for members loads later.
    await creator.getByRole('button', { name: 'New', exact: true }).click();
    await creator.getByRole('menuitem', { name: 'New project' }).click();
    await creator.getByRole('heading', { name: 'New project', level: 1 }).waitFor();
    await creator.getByLabel('Title').fill(title);
    const cover = await sharp({ create: { width: 1280, height: 720, channels: 3, background: '#0f766e' } })
      .png()
      .toBuffer();
    await creator
      .getByLabel('Upload cover image')
      .setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: cover });
    await creator.getByRole('status').filter({ hasText: 'Cover image uploaded' }).waitFor();
    await creator.getByLabel('Summary').fill('A loom that weaves satellite telemetry into fabric.');
    await creator.getByLabel('Tech stack').fill(`${tech}, WebGL`);
    await expectNoSeriousA11yViolations(creator);
    await creator.getByRole('button', { name: 'Publish project' }).click();
    // Publishing opens the new project's page (decision 52); Explore lists it too.
    await creator.getByRole('heading', { name: title, level: 1 }).waitFor();
    await creator.getByRole('status').filter({ hasText: 'Project created successfully!' }).waitFor();
    await creator.goto('/explore');

    // Explore finds it by text and by its stack; the address carries the search.
    await creator.getByLabel('Search projects').fill('orbital lo');
    await creator.waitForURL((url) => url.searchParams.get('q') === 'orbital lo');
    await creator.getByRole('link', { name: title }).waitFor();
    await creator.goto(`/explore?stack=${tech.toLowerCase()}`);
    await creator.getByRole('link', { name: title }).waitFor();
    expect(await creator.getByRole('combobox', { name: 'Technology' }).inputValue()).toBe(tech.toLowerCase());
    // Nothing found is no dead end: Clear filters empties both boxes and every project shows again.
    await creator.getByLabel('Search projects').fill(`nothing${stamp}`);
    await creator.getByText('No projects found').waitFor();
    await creator.getByRole('button', { name: 'Clear filters' }).click();
    await creator.getByRole('link', { name: title }).waitFor();
    expect(await creator.getByLabel('Search projects').inputValue()).toBe('');
    expect(await creator.getByRole('combobox', { name: 'Technology' }).inputValue()).toBe('');
    await creator.waitForURL((url) => url.search === '');
    // The card's cover is a smaller stored copy the browser chose from its srcset, and it loads.
    const card = creator.getByRole('article').filter({ has: creator.getByRole('link', { name: title }) });
    await expect
      .poll(() =>
        card
          .locator('img')
          .evaluate((image: HTMLImageElement) => [image.complete, image.naturalWidth > 0, image.currentSrc]),
      )
      .toEqual([true, true, expect.stringMatching(/\.w(480|960)\.webp$/)]);

    // The profile lists it; the creator opens the project and keeps the tab open.
    await creator.goto(`/${creatorHandle}`);
    await creator.getByRole('heading', { name: 'Mara Maker', level: 1 }).waitFor();
    await creator.getByRole('link', { name: title }).click();
    await creator.getByRole('heading', { name: title, level: 1 }).waitFor();
    await creator.getByText('No comments yet. Be the first to comment!').waitFor();

    // A second user follows, likes and comments.
    const fan = await browser.newPage();
    await signIn(fan, `${fanHandle}@example.test`);
    await fan.goto(`/@${creatorHandle}`);
    await fan.waitForURL((url) => url.pathname === `/${creatorHandle}`);
    await fan.getByRole('button', { name: 'Follow', exact: true }).click();
    await fan.getByRole('status').filter({ hasText: 'Following' }).waitFor();
    await fan.getByText('1 follower', { exact: false }).first().waitFor();
    await fan.getByRole('link', { name: title }).click();
    await fan.getByRole('heading', { name: title, level: 1 }).waitFor();
    await fan.getByRole('button', { name: /^Like/ }).click();
    await expect
      .poll(() => fan.getByRole('button', { name: /^Like/ }).getAttribute('aria-pressed'))
      .toBe('true');
    await expect
      .poll(() => fan.getByRole('button', { name: /^Like/ }).getAttribute('aria-label'))
      .toBe('Like (1 like)');
    await fan.getByLabel('Add a comment').fill('The weave pattern is gorgeous.');
    await fan.getByRole('button', { name: 'Post comment' }).click();
    await fan.getByRole('status').filter({ hasText: 'Comment posted!' }).waitFor();

    // The creator's open tab shows the comment and the notifications without a reload.
    await creator.getByText('The weave pattern is gorgeous.').waitFor();
    const bell = creator.getByRole('button', { name: /^Notifications \(2 unread\)/ });
    await bell.waitFor();
    await bell.click();
    const drawer = creator.getByRole('dialog', { name: 'Notifications' });
    await drawer.getByText('Finn Fan commented on').waitFor();
    await drawer.getByText('Finn Fan started following you').waitFor();
    await expectNoSeriousA11yViolations(creator);
    await drawer.getByRole('button', { name: /Finn Fan started following you/ }).click();
    await creator.waitForURL((url) => url.pathname === `/${fanHandle}`);
    await creator.getByRole('heading', { name: 'Finn Fan', level: 1 }).waitFor();
    await creator.getByRole('button', { name: /^Notifications \(1 unread\)/ }).waitFor();

    // The project's technologies lead to the other work made with them.
    await fan.getByRole('link', { name: `${tech}: more projects made with it` }).click();
    await fan.waitForURL((url) => url.pathname === '/explore' && url.searchParams.get('stack') === tech);
    await fan.getByRole('link', { name: title }).waitFor();
    expect(await fan.getByRole('combobox', { name: 'Technology' }).inputValue()).toBe(tech);

    browser.expectCleanConsole(creator);
    browser.expectCleanConsole(fan);
  });

  it('[VISITOR] is sent to sign in to follow or like, told to for comments, and an unknown handle leads to People', async () => {
    const page = await browser.newPage();
    await page.goto(`/${creatorHandle}`);
    await page.getByRole('link', { name: 'Follow', exact: true }).click();
    await page.waitForURL(
      (url) => url.pathname === '/login' && url.searchParams.get('from') === `/${creatorHandle}`,
    );
    await page.getByRole('status').filter({ hasText: 'Please sign in to follow users' }).waitFor();
    await page.goBack();
    await page.getByRole('link', { name: title }).click();
    await page.getByText('Sign in to join the conversation.').waitFor();
    await page.getByRole('link', { name: /^Like/ }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByRole('status').filter({ hasText: 'Please sign in to like projects' }).waitFor();
    await expectNoSeriousA11yViolations(page);

    await page.goto('/nobody-by-this-name');
    await page.getByRole('heading', { name: 'Profile not found' }).waitFor();
    await page.getByRole('link', { name: 'Browse people' }).click();
    await page.getByRole('heading', { name: 'People', level: 1 }).waitFor();
    browser.expectCleanConsole(page, [/status of 404/]);
  });
});
