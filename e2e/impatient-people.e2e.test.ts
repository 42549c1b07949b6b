import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCreator, createProject, createService, FACTORY_PASSWORD } from '#server/seed/factories';
import { APP_LIVE_MARK } from '#shared/page-rendering';
import { PHONE, slowDownLikeAPhone } from '../scripts/slow-phone';

const PHONE_SCREEN = { width: 390, height: 844 };
const RESULTS_TO_SCROLL = 8;
// A tap acts within a second of being made, however long the app takes to go live (decision 74).
const TAP_ACTS_WITHIN_MS = 1_000;
import { useBrowser } from './support/browser';
import { useDatabase } from './support/database';

// People on a phone tap what they see the moment it shows, seconds before the app's code has
// arrived on a slow link (decision 40). Each page here loads fresh on the bench's simulated phone,
// and each control is used as soon as it is visible: its effect must follow, however long the app
// takes to go live.

// A CPU four times slower on a machine other tests keep busy: a journey here may take a minute.
describe('a person on a slow phone who does not wait', { timeout: 120_000 }, () => {
  const browser = useBrowser();
  const db = useDatabase();
  const stamp = Date.now().toString(36).slice(-6);
  const creatorHandle = `quick${stamp}`;
  const creatorName = `Quinn Quickfinger ${stamp}`;
  const email = `${creatorHandle}@example.test`;
  const projectWord = `zephyrine${stamp}`;
  const bellWord = `carillon${stamp}`;
  const serviceTitle = `Harpsichord tuning ${stamp}`;
  let serviceId = '';

  beforeAll(async () => {
    const creator = await createCreator(db(), {
      handle: creatorHandle,
      displayName: creatorName,
      hireable: true,
      user: { email },
    });
    await createProject(db(), creator.profile.id, {
      title: `The ${projectWord} chimes`,
      slug: `chimes-${stamp}`,
      published: true,
    });
    // Enough results to scroll through on a phone.
    for (let index = 1; index <= RESULTS_TO_SCROLL; index += 1) {
      await createProject(db(), creator.profile.id, {
        title: `Study ${index} of the ${bellWord}`,
        slug: `bells-${index}-${stamp}`,
        published: true,
      });
    }
    serviceId = (await createService(db(), creator.profile.id, { title: serviceTitle })).id;
  });

  /** Holds the app's code back until the answered function is called, as a slower link would. */
  async function holdAppScripts(page: Page) {
    let deliverScripts = () => {};
    const scriptsHeld = new Promise<void>((resolve) => (deliverScripts = resolve));
    await page.route('**/*.js', async (route) => {
      await scriptsHeld;
      await route.continue();
    });
    return deliverScripts;
  }

  const waitUntilLive = (page: Page) =>
    page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, APP_LIVE_MARK);

  async function phonePage() {
    const page = await browser.newPage(PHONE);
    await slowDownLikeAPhone(page.context(), page);
    return page;
  }

  it('[VISITOR] rejects optional cookies on first sight: the banner goes at the tap, and the choice holds', async () => {
    const page = await phonePage();
    // The app's code arrives only after the tap: the page itself acts on it (decision 74).
    const deliverScripts = await holdAppScripts(page);
    await page.goto('/auth', { waitUntil: 'commit' });
    const reject = page.getByRole('button', { name: 'Reject Optional' });
    await reject.click();
    const tapped = Date.now();
    await reject.waitFor({ state: 'hidden' });
    expect(Date.now() - tapped).toBeLessThan(TAP_ACTS_WITHIN_MS);
    deliverScripts();
    await waitUntilLive(page);
    // Once live, the app has read the choice and taken the banner out of the page.
    await page.locator('[data-cookie-banner]').waitFor({ state: 'detached' });
    await page.goto('/explore', { waitUntil: 'commit' });
    await page.getByRole('heading', { name: 'Explore projects', level: 1 }).waitFor();
    expect(await page.getByRole('button', { name: 'Reject Optional' }).count()).toBe(0);
    await waitUntilLive(page);
    // Optional cookies stay off once the app reads the choice: the preferences show it.
    await page.getByRole('button', { name: 'Cookie settings' }).click();
    await expect.poll(() => page.getByRole('switch', { name: 'Analytics' }).isChecked()).toBe(false);
    browser.expectCleanConsole(page);
  });

  it('[VISITOR] accepts all cookies on first sight, and the banner goes at the tap', async () => {
    const page = await phonePage();
    await page.goto('/', { waitUntil: 'commit' });
    const accept = page.getByRole('button', { name: 'Accept All' });
    await accept.click();
    const tapped = Date.now();
    await accept.waitFor({ state: 'hidden' });
    expect(Date.now() - tapped).toBeLessThan(TAP_ACTS_WITHIN_MS);
    await waitUntilLive(page);
    await page.locator('[data-cookie-banner]').waitFor({ state: 'detached' });
    browser.expectCleanConsole(page);
  });

  it('[VISITOR] opens the Sign Up tab on first sight', async () => {
    const page = await phonePage();
    await page.goto('/auth', { waitUntil: 'commit' });
    await page.getByRole('tab', { name: 'Sign Up' }).click();
    await page.getByRole('tab', { name: 'Sign Up', selected: true }).waitFor();
    await page.getByRole('button', { name: 'Create Account' }).waitFor();
    browser.expectCleanConsole(page);
  });

  it('[VISITOR] signs up on first sight: the age box ticks at the tap, and the account is made', async () => {
    const page = await phonePage();
    const newcomer = `tick${stamp}`;
    await page.goto('/auth?tab=sign-up', { waitUntil: 'commit' });
    await page.getByLabel('Username').fill(newcomer);
    await page.getByLabel('Email').fill(`${newcomer}@example.test`);
    await page.getByLabel('Password').fill('Painted-Skies-2026');
    // check() fails unless the box shows its tick after the tap, as a person would see it.
    await page.getByLabel(/I am 13 or older/).check();
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.waitForURL((url) => url.pathname === '/verify-email');
    await page.getByText(`We sent a verification link to ${newcomer}@example.test.`).waitFor();
    browser.expectCleanConsole(page);
  });

  it('[USER] signs in by typing at once and pressing Enter', async () => {
    const page = await phonePage();
    await page.goto('/auth', { waitUntil: 'commit' });
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(FACTORY_PASSWORD);
    await page.getByLabel('Password').press('Enter');
    await page.waitForURL((url) => url.pathname === '/settings');
    await page.getByRole('heading', { name: 'Settings', level: 1 }).waitFor();
    browser.expectCleanConsole(page);
  });

  it('[VISITOR] types into Explore at once: the text stays, and it is searched', async () => {
    const page = await phonePage();
    await page.goto('/explore', { waitUntil: 'commit' });
    const search = page.getByRole('searchbox', { name: 'Search projects' });
    await search.click();
    await page.keyboard.type(projectWord);
    await page.waitForURL((url) => url.searchParams.get('q') === projectWord);
    await page.getByRole('link', { name: `The ${projectWord} chimes` }).waitFor();
    expect(await search.inputValue()).toBe(projectWord);
    browser.expectCleanConsole(page);
  });

  it('[VISITOR] taps Follow on first sight and is sent to sign in, told why', async () => {
    const page = await phonePage();
    await page.goto(`/${creatorHandle}`, { waitUntil: 'commit' });
    await page.getByRole('link', { name: 'Follow', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByRole('status').filter({ hasText: 'Please sign in to follow users' }).waitFor();
    browser.expectCleanConsole(page);
  });

  it('[VISITOR] scrolls down a profile before the app is live, and it stays there when the app starts', async () => {
    const page = await phonePage();
    // The app's code waits until the person has scrolled, as it would on a slower link.
    const deliverScripts = await holdAppScripts(page);
    await page.goto(`/${creatorHandle}`, { waitUntil: 'commit' });
    await page.getByRole('heading', { name: creatorName, level: 1 }).waitFor();
    await page.mouse.wheel(0, 1200);
    await page.waitForFunction(() => window.scrollY > 300);
    const scrolled = await page.evaluate(() => window.scrollY);
    deliverScripts();
    await waitUntilLive(page);
    // The router's start once scrolled such a page to the top, under a finger about to tap.
    expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrolled)).toBeLessThan(5);
    browser.expectCleanConsole(page);
  });

  /**
   * Searches a screen, refines the search and clicks the result 100 ms after typing, before the
   * typing pause is over: the person must stay where they went.
   */
  async function clickResultWhileTyping(search: {
    screen: string;
    box: string;
    first: string;
    more: string;
    result: string;
    resultPath: string;
  }) {
    const page = await phonePage();
    await page.goto(search.screen, { waitUntil: 'commit' });
    const box = page.getByRole('searchbox', { name: search.box });
    await box.fill(search.first);
    await page.waitForURL((url) => url.searchParams.get('q') === search.first);
    const result = page.getByRole('link', { name: search.result });
    await result.waitFor();
    await box.pressSequentially(search.more);
    await page.waitForTimeout(100);
    await result.click();
    await page.getByRole('heading', { name: search.result, level: 1 }).waitFor();
    await expectToStayOn(page, search.resultPath);
    browser.expectCleanConsole(page);
  }

  it('[VISITOR] clicks a person found on /people 100 ms after typing, and stays on their profile', () =>
    clickResultWhileTyping({
      screen: '/people',
      box: 'Search by name, handle or skills',
      first: 'Quinn',
      more: ' Quickfinger',
      result: creatorName,
      resultPath: `/${creatorHandle}`,
    }));

  it('[VISITOR] clicks a service found on /services 100 ms after typing, and stays on it', () =>
    clickResultWhileTyping({
      screen: '/services',
      box: 'Search services',
      first: 'Harpsichord',
      more: ' tuning',
      result: serviceTitle,
      resultPath: `/services/${serviceId}`,
    }));

  it('[VISITOR] goes Back from a result to the results as they were: query, filter and scroll position', async () => {
    const page = await browser.newPage({ viewport: PHONE_SCREEN });
    await page.goto('/explore', { waitUntil: 'commit' });
    const search = page.getByRole('searchbox', { name: 'Search projects' });
    await search.fill(bellWord);
    await page.waitForURL((url) => url.searchParams.get('q') === bellWord);
    const answered = page.waitForResponse((response) => {
      const url = new URL(response.url());
      return url.pathname === '/api/explore' && url.searchParams.get('hireable') === 'true';
    });
    // A phone's filters wait in the Filters sheet.
    await page.getByRole('button', { name: 'Filters', exact: true }).click();
    const sheet = page.getByRole('dialog', { name: 'Filters' });
    await sheet.getByRole('checkbox', { name: 'Available for hire only' }).check();
    await answered;
    await sheet.getByRole('button', { name: 'Show results' }).click();
    // The answer to both filters: every study shows, and only the studies.
    const studies = page.getByRole('link', { name: new RegExp(`^Study \\d+ of the ${bellWord}$`) });
    await expect.poll(() => studies.count()).toBe(RESULTS_TO_SCROLL);
    // Far down the results, as a person scrolls through them; then one of the cards in view.
    await page.mouse.wheel(0, 1500);
    await page.waitForFunction(() => window.scrollY > 600);
    const scrolled = await page.evaluate(() => window.scrollY);
    const inView = await page.evaluate(() => {
      const links = Array.from(document.querySelectorAll<HTMLAnchorElement>('main ul a'));
      const seen = links.find((link) => {
        const box = link.getBoundingClientRect();
        return box.top > 80 && box.bottom < window.innerHeight - 80;
      });
      return seen?.getAttribute('href');
    });
    if (!inView) throw new Error('no result in view');
    await page.locator(`main ul a[href="${inView}"]`).first().click();
    await page.waitForURL((url) => url.pathname === inView);
    await page.getByRole('heading', { level: 1 }).waitFor();

    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/explore');
    expect(new URL(page.url()).searchParams.get('q')).toBe(bellWord);
    expect(await search.inputValue()).toBe(bellWord);
    // The Filters button counts the filter the address kept.
    await page.getByRole('button', { name: 'Filters, 1 on' }).waitFor();
    await page.waitForFunction((y) => Math.abs(window.scrollY - y) < 5, scrolled);
    await expectToStayOn(page, '/explore');
    expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrolled)).toBeLessThan(5);
    await page.getByRole('button', { name: 'Filters, 1 on' }).click();
    const sheetAgain = page.getByRole('dialog', { name: 'Filters' });
    expect(await sheetAgain.getByRole('checkbox', { name: 'Available for hire only' }).isChecked()).toBe(
      true,
    );
    browser.expectCleanConsole(page);
  });

  it('[VISITOR] with JavaScript off searches Explore with Enter, and the server answers with the results', async () => {
    const page = await browser.newPage({ javaScriptEnabled: false });
    await page.goto('/explore');
    await page.getByRole('searchbox', { name: 'Search projects' }).fill(projectWord);
    await page.getByRole('searchbox', { name: 'Search projects' }).press('Enter');
    await page.waitForURL((url) => url.searchParams.get('q') === projectWord);
    await page.getByRole('link', { name: `The ${projectWord} chimes` }).waitFor();
    expect(await page.getByRole('searchbox', { name: 'Search projects' }).inputValue()).toBe(projectWord);
  });
});

/**
 * The address stays where the person went for longer than a search box's typing pause (300 ms), on
 * a CPU four times slower: a late address change of the search would have shown by then.
 */
async function expectToStayOn(page: Page, pathname: string) {
  for (let check = 0; check < 10; check += 1) {
    expect(new URL(page.url()).pathname).toBe(pathname);
    await page.waitForTimeout(150);
  }
}
