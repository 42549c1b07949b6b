import { describe, expect, it } from 'vitest';
import { createCreator, createFollow, createProject, createService } from '#server/seed/factories';
import { expectNoSeriousA11yViolations } from './support/accessibility';
import { useBrowser } from './support/browser';
import { useDatabase } from './support/database';
import { signInThroughApi } from './support/sign-in';

// A member's home at / (docs/decisions/0052), on a phone, as people use it: they open the site and
// tap what they see the moment it shows.
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } as const;

describe('a member’s home', () => {
  const browser = useBrowser();
  const db = useDatabase();
  const stamp = Date.now().toString(36).slice(-5);
  const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

  it('[USER] following three creators, finds their new work on the home feed, newest first, and opens it', async () => {
    const member = await createCreator(db(), {
      displayName: 'Mina Park',
      user: { email: `mina${stamp}@example.test` },
    });
    const creators = await Promise.all(
      ['ines', 'omar', 'lena'].map((name) =>
        createCreator(db(), { handle: `${name}${stamp}`, displayName: name }),
      ),
    );
    for (const creator of creators) await createFollow(db(), member.user.id, creator.user.id);
    const [ines, omar, lena] = creators as [(typeof creators)[0], (typeof creators)[0], (typeof creators)[0]];
    await createProject(db(), ines.profile.id, {
      title: `Tide tables ${stamp}`,
      slug: `tide-${stamp}`,
      createdAt: minutesAgo(30),
    });
    await createService(db(), omar.profile.id, {
      title: `Shop signs painted ${stamp}`,
      createdAt: minutesAgo(20),
    });
    await createProject(db(), lena.profile.id, {
      title: `Lantern font ${stamp}`,
      slug: `lantern-${stamp}`,
      createdAt: minutesAgo(10),
    });
    const stranger = await createCreator(db());
    await createProject(db(), stranger.profile.id, { title: `Not followed ${stamp}` });

    const page = await browser.newPage(PHONE);
    await signInThroughApi(page, member.user.email);
    await page.goto('/');
    await page.getByRole('heading', { level: 1, name: 'Welcome back, Mina Park' }).waitFor();
    const feed = page.getByRole('region', { name: 'Following' });
    const titles = feed.getByRole('heading', { level: 3 });
    await expect
      .poll(() => titles.allInnerTexts())
      .toEqual([`Lantern font ${stamp}`, `Shop signs painted ${stamp}`, `Tide tables ${stamp}`]);
    // A new creator is told what is left to do; the landing page's sign-up is not for them.
    await expect
      .poll(() => page.getByRole('link', { name: 'Publish your first project' }).isVisible())
      .toBe(true);
    expect(await page.getByRole('link', { name: 'Create your account' }).count()).toBe(0);
    await expectNoSeriousA11yViolations(page);

    await feed.getByRole('link', { name: `Lantern font ${stamp}` }).click();
    await page.waitForURL(`**/lena${stamp}/lantern-${stamp}`);
    await page.getByRole('heading', { level: 1, name: `Lantern font ${stamp}` }).waitFor();
    browser.expectCleanConsole(page);
  });

  it('[USER] following no one, is offered creators to follow and sees the work of one they follow', async () => {
    const member = await createCreator(db(), {
      displayName: 'Noor',
      user: { email: `noor${stamp}@example.test` },
    });
    const creator = await createCreator(db(), {
      handle: `suggested${stamp}`,
      displayName: `Suggested ${stamp}`,
    });
    // The newest project of all, whatever other files publish meanwhile: its author is among the suggestions.
    await createProject(db(), creator.profile.id, {
      title: `Fresh work ${stamp}`,
      slug: `fresh-${stamp}`,
      createdAt: new Date(Date.now() + 60 * 60_000),
    });

    const page = await browser.newPage(PHONE);
    await signInThroughApi(page, member.user.email);
    await page.goto('/');
    await page.getByRole('button', { name: `Follow Suggested ${stamp}` }).click();
    await page
      .getByRole('region', { name: 'Following' })
      .getByRole('heading', { level: 3, name: `Fresh work ${stamp}` })
      .waitFor();
    browser.expectCleanConsole(page);
  });

  it('[VISITOR] still sees the landing page at /', async () => {
    const page = await browser.newPage(PHONE);
    await page.goto('/');
    await page.getByRole('link', { name: 'Create your account' }).first().waitFor();
    browser.expectCleanConsole(page);
  });
});
