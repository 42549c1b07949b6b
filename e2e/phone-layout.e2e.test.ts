import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_COOKIE } from '#shared/constants';
import { useBrowser } from './support/browser';
import { useDatabase } from './support/database';
import { everyRoute } from './support/routes';
import { decideOnCookies } from './support/consent';
import { signInThroughApi } from './support/sign-in';
import en from '../src/web/i18n/locales/en.json';
import de from '../src/web/i18n/locales/de.json';

// Issue 28: on phones the signed-in top bar made every page 416 px wide, and most controls were
// 30-40 px tall (checkboxes 16 px). Every route, at three phone widths, signed out and in, in English
// and in German (the longest): no sideways scrolling, and every control a finger can hit is 44x44 px.

const WIDTHS = [320, 360, 390];
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

async function checkRoutes(context: BrowserContext, paths: string[], where: string, findings: Finding[]) {
  const page: Page = await context.newPage();
  for (const path of paths) {
    await page.goto(path);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    // The screen's data has arrived (its loading placeholders are gone).
    await page.waitForLoadState('networkidle');
    for (const problem of await page.evaluate(findProblems, TARGET_PX)) {
      findings.push({ path: `${path} ${where}`, problem });
    }
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
      for (const width of WIDTHS) {
        const where = `(${language}, ${width} px)`;
        const device = { viewport: { width, height: 780 }, hasTouch: true, isMobile: true };
        const visitor = await browser.newPage(device);
        const inLanguage = [{ name: LANGUAGE_COOKIE, value: language, url: browser.baseUrl }];
        await visitor.context().addCookies(inLanguage);
        // The first visit asks about cookies: the banner fits too, in at most a quarter of the screen.
        await visitor.goto('/explore');
        const banner = visitor.getByRole('region', { name: texts.cookies.title });
        const bannerHeight = (await banner.boundingBox())?.height ?? 0;
        if (bannerHeight > 780 / 4) {
          findings.push({ path: `cookie banner ${where}`, problem: `${Math.round(bannerHeight)} px tall` });
        }
        for (const problem of await visitor.evaluate(findProblems, TARGET_PX)) {
          findings.push({ path: `cookie banner ${where}`, problem });
        }
        await banner.getByRole('button', { name: texts.cookies.acceptAll }).tap();
        await checkRoutes(visitor.context(), publicPaths, where, findings);

        const signedIn = await browser.newPage(device);
        await signedIn.context().addCookies(inLanguage);
        // Signed in without reading the form's labels in each language, and decided on cookies
        // already, as the visitor above did: the member's pages are what is checked.
        await signInThroughApi(signedIn, member.user.email);
        await decideOnCookies(signedIn.context(), browser.baseUrl);
        await checkRoutes(signedIn.context(), memberPaths, where, findings);
        await signedIn.goto('/settings');
        await signedIn.getByRole('button', { name: texts.nav.openMenu }).tap();
        await signedIn.getByRole('dialog').waitFor();
        for (const problem of await signedIn.evaluate(findProblems, TARGET_PX)) {
          findings.push({ path: `menu ${where}`, problem });
        }
      }
    }
    expect(findings).toEqual([]);
  }, 600_000);
});
