import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_COOKIE } from '#shared/constants';
import { useBrowser } from './support/browser';
import { useDatabase } from './support/database';
import { everyRoute } from './support/routes';
import { decideOnCookies } from './support/consent';
import { signInThroughApi } from './support/sign-in';
import { trackRequests } from './support/settled';
import { createCreator } from '#server/seed/factories';
import en from '../src/web/i18n/locales/en.json';
import de from '../src/web/i18n/locales/de.json';

// Phones: every route, at three phone widths, signed out and in, in English
// and in German (the longest): no sideways scrolling, and every control a finger can hit is 44x44 px.

const WIDTHS = [320, 360, 390] as const;
const PHONE_HEIGHT = 780;
const TEXTS = { en, de };
const TARGET_PX = 44;

type Finding = { path: string; problem: string };

/**
 * What is wrong with the page as shown: wider than the screen, or a control smaller than a fingertip.
 * A control's target is what a tap on it reaches: a checkbox's label, a card's stretched link. Links
 * inside running text are the exception WCAG 2.2 makes (their size is the line's).
 */
function findProblems(minimum: number) {
  const problems: string[] = [];
  const root = document.documentElement;
  if (root.scrollWidth > window.innerWidth) problems.push(`page ${root.scrollWidth} px wide`);
  const controls = document.querySelectorAll<HTMLElement>(
    'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="tab"], [role="switch"], [role="checkbox"], [role="menuitem"], [role="radio"]',
  );
  const name = (element: HTMLElement) =>
    `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}"`;
  for (const control of Array.from(controls)) {
    const style = getComputedStyle(control);
    if (style.visibility === 'hidden' || control.closest('[inert], [aria-hidden="true"]')) continue;
    let box = control.getBoundingClientRect();
    // Not on screen at all (collapsed, or visually hidden for screen readers only).
    if (box.width <= 1 || box.height <= 1 || style.clipPath === 'inset(50%)') continue;
    if (/^(A|BUTTON)$/.test(control.tagName) && style.display === 'inline') {
      const sentence = control.parentElement?.textContent?.trim() ?? '';
      if (sentence.length > (control.textContent?.trim().length ?? 0)) continue;
    }
    // A card's link covers the card through its ::after.
    if (getComputedStyle(control, '::after').position === 'absolute' && control.offsetParent) {
      box = control.offsetParent.getBoundingClientRect();
    }
    // A checkbox, a radio or a switch is reached through its label as well: the row is the target.
    const toggle =
      (control instanceof HTMLInputElement && /^(checkbox|radio)$/.test(control.type)) ||
      /^(switch|checkbox|radio)$/.test(control.getAttribute('role') ?? '');
    const label = toggle && 'labels' in control ? (control as HTMLInputElement).labels?.[0] : undefined;
    if (label) box = label.getBoundingClientRect();
    if (box.width < minimum - 0.5 || box.height < minimum - 0.5) {
      problems.push(`${name(control)} is ${Math.round(box.width)}x${Math.round(box.height)}`);
    }
  }
  return problems;
}

/** Each width in turn on the page as it is: the layout is the stylesheet's, which follows the width. */
async function checkWidths(page: Page, what: string, language: string, findings: Finding[]) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: PHONE_HEIGHT });
    for (const problem of await page.evaluate(findProblems, TARGET_PX)) {
      findings.push({ path: `${what} (${language}, ${width} px)`, problem });
    }
  }
}

async function checkRoutes(context: BrowserContext, paths: string[], language: string, findings: Finding[]) {
  const page: Page = await context.newPage();
  const requests = trackRequests(page);
  for (const path of paths) {
    await page.setViewportSize({ width: WIDTHS[0], height: PHONE_HEIGHT });
    await page.goto(path);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    // The screen's data has arrived (its loading placeholders are gone).
    await requests.settled();
    await checkWidths(page, path, language, findings);
  }
  await page.close();
}

describe('every page on a phone', () => {
  const browser = useBrowser();
  const db = useDatabase();
  const stamp = Date.now().toString(36).slice(-5);

  it('[VISITOR] [USER] [STAFF] never scrolls sideways, and every control is a finger wide, in English and German', async () => {
    const { publicPaths, memberPaths, member } = await everyRoute(db(), stamp);
    const findings: Finding[] = [];
    for (const [language, texts] of Object.entries(TEXTS)) {
      // Loaded at the narrowest width, then widened: every page is loaded once per language.
      const device = { viewport: { width: WIDTHS[0], height: PHONE_HEIGHT }, hasTouch: true, isMobile: true };
      const visitor = await browser.newPage(device);
      const inLanguage = [{ name: LANGUAGE_COOKIE, value: language, url: browser.baseUrl }];
      await visitor.context().addCookies(inLanguage);
      // The first visit asks about cookies: the banner fits too, in at most a quarter of the screen.
      await visitor.goto('/explore');
      const banner = visitor.getByRole('region', { name: texts.cookies.title });
      for (const width of WIDTHS) {
        await visitor.setViewportSize({ width, height: PHONE_HEIGHT });
        const bannerHeight = (await banner.boundingBox())?.height ?? 0;
        if (bannerHeight > PHONE_HEIGHT / 4) {
          const where = `cookie banner (${language}, ${width} px)`;
          findings.push({ path: where, problem: `${Math.round(bannerHeight)} px tall` });
        }
      }
      await checkWidths(visitor, 'cookie banner', language, findings);
      await visitor.setViewportSize({ width: WIDTHS[0], height: PHONE_HEIGHT });
      await banner.getByRole('button', { name: texts.cookies.acceptAll }).tap();
      await checkRoutes(visitor.context(), publicPaths, language, findings);

      const signedIn = await browser.newPage(device);
      await signedIn.context().addCookies(inLanguage);
      // Signed in without reading the form's labels in each language, and decided on cookies
      // already, as the visitor above did: the member's pages are what is checked.
      await signInThroughApi(signedIn, member.user.email);
      await decideOnCookies(signedIn.context(), browser.baseUrl);
      await checkRoutes(signedIn.context(), memberPaths, language, findings);
      await signedIn.setViewportSize({ width: WIDTHS[0], height: PHONE_HEIGHT });
      await signedIn.goto('/settings');
      await signedIn.getByRole('button', { name: texts.nav.openMenu }).tap();
      await signedIn.getByRole('dialog').waitFor();
      await checkWidths(signedIn, 'menu', language, findings);
    }
    expect(findings).toEqual([]);
  }, 600_000);
});

// A phone's first screen goes to the work: Explore's filters fold into a sheet, and a toast after a
// save leaves the top bar uncovered.
const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };

/** How many of a list's cards are wholly on the first screen, below the top bar. */
async function wholeCardsOnFirstScreen(page: Page, listName: string) {
  const list = page.getByRole('list', { name: listName, exact: true });
  await list.getByRole('listitem').first().waitFor();
  await page.waitForLoadState('networkidle');
  const topBar = await page.getByRole('banner').boundingBox();
  if (!topBar) throw new Error('no top bar');
  const below = topBar.y + topBar.height;
  const boxes = await list
    .locator(':scope > li')
    .evaluateAll((items) => items.map((item) => item.getBoundingClientRect().toJSON() as DOMRect));
  const screen = PHONE.viewport;
  return boxes.filter(
    (box) =>
      box.top >= below - 0.5 &&
      box.bottom <= screen.height + 0.5 &&
      box.left >= 0 &&
      box.right <= screen.width,
  ).length;
}

describe('the first screen of a phone', () => {
  const browser = useBrowser();
  const db = useDatabase();
  const stamp = Date.now().toString(36).slice(-5);

  it('[VISITOR] Explore, People and Services each show at least two whole cards below the top bar', async () => {
    const page = await browser.newPage(PHONE);
    await decideOnCookies(page.context(), browser.baseUrl);
    const shown: Record<string, number> = {};
    for (const [path, list] of [
      ['/explore', en.search.explore.results],
      ['/people', en.search.people.results],
      ['/services', en.services.browse.results],
    ] as const) {
      await page.goto(path);
      shown[path] = await wholeCardsOnFirstScreen(page, list);
    }
    expect(shown).toEqual({
      '/explore': expect.any(Number),
      '/people': expect.any(Number),
      '/services': expect.any(Number),
    });
    for (const [path, count] of Object.entries(shown)) expect(count, path).toBeGreaterThanOrEqual(2);
    // The filters are one button away, which says how many are on.
    await page.goto('/explore?hireable=true');
    const filtersOn = en.search.filters.openLabel_one.replace('{{count}}', '1');
    await page.getByRole('button', { name: filtersOn }).tap();
    const sheet = page.getByRole('dialog', { name: en.search.filters.title });
    expect(await sheet.getByRole('checkbox', { name: en.search.hireableOnly }).isChecked()).toBe(true);
    browser.expectCleanConsole(page);
  });

  it('[USER] a toast after a save leaves the top bar in sight', async () => {
    const member = await createCreator(db(), {
      handle: `toasted${stamp}`,
      displayName: 'Toast Tester',
      user: { email: `toasted${stamp}@example.test` },
    });
    const page = await browser.newPage(PHONE);
    await decideOnCookies(page.context(), browser.baseUrl);
    await signInThroughApi(page, member.user.email);
    await page.goto('/settings');
    await page.getByLabel(en.settings.profile.fields.displayName).fill('Toast Tester Again');
    await page.getByRole('button', { name: en.settings.profile.save }).tap();
    const title = page.getByText(en.settings.profile.updated, { exact: true });
    await title.waitFor();
    // The toast is the live region's child that holds its title.
    const toast = await title.evaluate((element) => {
      let box: Element = element;
      while (box.parentElement && !/^(status|alert)$/.test(box.parentElement.getAttribute('role') ?? '')) {
        box = box.parentElement;
      }
      return box.getBoundingClientRect().toJSON() as DOMRect;
    });
    const topBar = await page.getByRole('banner').boundingBox();
    if (!topBar) throw new Error('no top bar');
    const overlaps =
      toast.top < topBar.y + topBar.height &&
      toast.bottom > topBar.y &&
      toast.left < topBar.x + topBar.width &&
      toast.right > topBar.x;
    expect(overlaps, `toast ${JSON.stringify(toast)} over the top bar ${JSON.stringify(topBar)}`).toBe(false);
    browser.expectCleanConsole(page);
  });
});
