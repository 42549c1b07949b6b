import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SUPPORTED_LANGUAGES, type SupportedLanguage } from '#shared/constants';
import { useBrowser } from './support/browser';
import { useDatabase } from './support/database';
import { everyRoute, newMemberRoutes, ownWorkRoutes } from './support/routes';
import { decideOnCookies } from './support/consent';
import { signInThroughApi } from './support/sign-in';
import { trackRequests } from './support/settled';
import { createBan, createCreator, createProfile, createUser, createWarning } from '#server/seed/factories';
import en from '../src/web/i18n/locales/en.json';
import de from '../src/web/i18n/locales/de.json';
import es from '../src/web/i18n/locales/es.json';
import fr from '../src/web/i18n/locales/fr.json';
import ja from '../src/web/i18n/locales/ja.json';
import pt from '../src/web/i18n/locales/pt.json';
import zhCN from '../src/web/i18n/locales/zh-CN.json';

// Phones: every route in every language at 320 px, and in English and German (the longest) at three
// phone widths; signed out, as a new member with nothing yet, and as a member with everything who is
// staff: no sideways scrolling, nothing cut off, and every control a finger can hit is 44x44 px.

const WIDTHS = [320, 360, 390] as const;
// Every language at the narrowest phone; the longest (German) and English at each width.
const widthsOf = (language: SupportedLanguage) =>
  language === 'en' || language === 'de' ? WIDTHS : WIDTHS.slice(0, 1);
const PHONE_HEIGHT = 780;
// The texts the test looks for, in each language.
const TEXTS: Record<
  SupportedLanguage,
  { footer: { language: string; navLabel: string }; cookies: { title: string }; nav: { openMenu: string } }
> = { en, es, 'zh-CN': zhCN, fr, de, ja, pt };
const TARGET_PX = 44;

type Finding = { path: string; problem: string };

/**
 * What is wrong with the page as shown: wider than the screen, something cut off at its right edge,
 * or a control smaller than a fingertip. A control's target is what a tap on it reaches: a
 * checkbox's label, a card's stretched link. Links inside running text are the exception WCAG 2.2
 * makes (their size is the line's).
 */
function findProblems(minimum: number) {
  const problems: string[] = [];
  const root = document.documentElement;
  const screenWidth = window.innerWidth;
  if (root.scrollWidth > screenWidth) problems.push(`page ${root.scrollWidth} px wide`);
  const name = (element: Element) =>
    `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}"`;
  // Past the right edge where the page clips it (the main column does, for a case study's wide
  // images), unless it is in a row that scrolls sideways by design, or hidden.
  const scrollsInside = (element: Element) => {
    for (let box = element.parentElement; box && box !== root; box = box.parentElement) {
      if (/auto|scroll/.test(getComputedStyle(box).overflowX) && box.scrollWidth > box.clientWidth)
        return true;
    }
    return false;
  };
  // For screen readers only (Tailwind's sr-only, which a staff table's headers get on a phone).
  const visuallyHidden = (element: Element) => {
    for (let box: Element | null = element; box && box !== root; box = box.parentElement) {
      if (getComputedStyle(box).clipPath === 'inset(50%)') return true;
    }
    return false;
  };
  for (const element of Array.from(document.body.querySelectorAll('*'))) {
    if (element.children.length > 0 && !/^(A|BUTTON|LABEL)$/.test(element.tagName)) continue;
    const box = element.getBoundingClientRect();
    if (box.right <= screenWidth + 0.5 || box.width <= 1 || box.height <= 1 || box.left >= screenWidth)
      continue;
    const style = getComputedStyle(element);
    if (style.visibility === 'hidden' || visuallyHidden(element)) continue;
    if (element.closest('[inert], [aria-hidden="true"]') || scrollsInside(element)) continue;
    problems.push(`${name(element)} ends at ${Math.round(box.right)} px`);
  }
  const controls = document.querySelectorAll<HTMLElement>(
    'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="tab"], [role="switch"], [role="checkbox"], [role="menuitem"], [role="radio"]',
  );
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

/** Each of the language's widths in turn on the page as it is: the layout follows the width. */
async function checkWidths(page: Page, what: string, language: SupportedLanguage, findings: Finding[]) {
  for (const width of widthsOf(language)) {
    await page.setViewportSize({ width, height: PHONE_HEIGHT });
    for (const problem of await page.evaluate(findProblems, TARGET_PX)) {
      findings.push({ path: `${what} (${language}, ${width} px)`, problem });
    }
  }
  await page.setViewportSize({ width: WIDTHS[0], height: PHONE_HEIGHT });
}

/**
 * Switches the page to a language as a person does, with the footer's choice of language, and
 * waits for the page to speak it: a page is loaded once and read in every language.
 */
async function speak(page: Page, language: SupportedLanguage) {
  const spoken = (await page.evaluate(() => document.documentElement.lang)) as SupportedLanguage;
  if (spoken === language) return;
  const choice = page
    .getByRole('contentinfo')
    .getByRole('combobox', { name: TEXTS[spoken].footer.language, exact: true });
  await choice.selectOption(language);
  // The footer's own name differs in every language, and is rendered with the rest of the page.
  await page.getByRole('navigation', { name: TEXTS[language].footer.navLabel, exact: true }).waitFor();
}

/** Each path loaded once, then read in every language at that language's widths. */
async function checkRoutes(context: BrowserContext, paths: string[], state: string, findings: Finding[]) {
  const page: Page = await context.newPage();
  const requests = trackRequests(page);
  for (const path of paths) {
    await page.goto(path);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    // The screen's data has arrived (its loading placeholders are gone).
    await requests.settled();
    for (const language of SUPPORTED_LANGUAGES) {
      await speak(page, language);
      await checkWidths(page, `${path}, ${state}`, language, findings);
    }
  }
  await page.close();
}

// The pages an emailed link opens, as met without its token (or with one no longer good).
const EMAILED_LINKS = ['/verify-email', '/verify-mfa', '/confirm-email', '/unsubscribe'];

const device = { viewport: { width: WIDTHS[0], height: PHONE_HEIGHT }, hasTouch: true, isMobile: true };

describe('every page on a phone', () => {
  const browser = useBrowser();
  const db = useDatabase();
  const stamp = Date.now().toString(36).slice(-5);

  /** A browser signed in as the member, decided on cookies already: the member's pages are checked. */
  const signedInAs = async (email: string) => {
    const page = await browser.newPage(device);
    await signInThroughApi(page, email);
    await decideOnCookies(page.context(), browser.baseUrl);
    return page;
  };

  it('[VISITOR] [USER] [STAFF] never scrolls sideways or cuts anything off, and every control is a finger wide, in every language, with nothing yet and with everything', async () => {
    const { publicPaths, memberPaths, member } = await everyRoute(db(), stamp);
    const ownWork = await ownWorkRoutes(db(), {
      userId: member.user.id,
      profileId: member.profile.id,
      handle: member.profile.handle ?? '',
    });
    const newMember = await newMemberRoutes(db(), stamp);
    // A member under a ban, and one with a warning to acknowledge: each is held on its page.
    const banned = await createUser(db(), { email: `banned${stamp}@example.test` });
    await createProfile(db(), banned.id);
    await createBan(db(), banned.id);
    const warned = await createUser(db(), { email: `warned${stamp}@example.test` });
    await createProfile(db(), warned.id);
    await createWarning(db(), warned.id);
    const findings: Finding[] = [];

    // The first visit asks about cookies: the banner fits too, in at most a quarter of the screen.
    const visitor = await browser.newPage(device);
    await visitor.goto('/explore');
    for (const language of SUPPORTED_LANGUAGES) {
      await speak(visitor, language);
      const banner = visitor.getByRole('region', { name: TEXTS[language].cookies.title });
      for (const width of widthsOf(language)) {
        await visitor.setViewportSize({ width, height: PHONE_HEIGHT });
        const bannerHeight = (await banner.boundingBox())?.height ?? 0;
        if (bannerHeight > PHONE_HEIGHT / 4) {
          const where = `cookie banner (${language}, ${width} px)`;
          findings.push({ path: where, problem: `${Math.round(bannerHeight)} px tall` });
        }
      }
      await checkWidths(visitor, 'cookie banner', language, findings);
    }
    await speak(visitor, 'en');
    await visitor
      .getByRole('region', { name: en.cookies.title })
      .getByRole('button', { name: en.cookies.acceptAll })
      .tap();
    await checkRoutes(visitor.context(), [...publicPaths, ...EMAILED_LINKS], 'signed out', findings);

    const newcomer = await signedInAs(newMember.member.email);
    await checkRoutes(newcomer.context(), newMember.paths, 'a new member', findings);
    for (const [member, path] of [
      [banned, '/banned'],
      [warned, '/warning'],
    ] as const) {
      const held = await signedInAs(member.email);
      await checkRoutes(held.context(), [path], 'held', findings);
    }

    // A member with work, a request and a collection, who is staff: /admin opens.
    const signedIn = await signedInAs(member.user.email);
    await checkRoutes(signedIn.context(), [...memberPaths, ...ownWork], 'a member with everything', findings);
    await signedIn.goto('/settings');
    for (const language of SUPPORTED_LANGUAGES) {
      await speak(signedIn, language);
      await signedIn.getByRole('button', { name: TEXTS[language].nav.openMenu }).tap();
      await signedIn.getByRole('dialog').waitFor();
      await checkWidths(signedIn, 'menu', language, findings);
      await signedIn.keyboard.press('Escape');
      await signedIn.getByRole('dialog').waitFor({ state: 'hidden' });
    }
    expect(findings).toEqual([]);
  }, 900_000);
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
