import { describe, expect, it } from 'vitest';
import { COLOUR_RULES, seriousA11yViolations } from './support/accessibility';
import { useBrowser } from './support/browser';
import { useDatabase } from './support/database';
import { everyRoute } from './support/routes';
import { decideOnCookies } from './support/consent';
import { signInThroughApi } from './support/sign-in';
import { trackRequests } from './support/settled';

// axe finds no serious or critical issue on any route, in the light scheme and the dark one
// (contrast AA in both: the dark palette is the light one turned over, web/styles/color-schemes.css).

describe('every page, light and dark', () => {
  const browser = useBrowser();
  const db = useDatabase();
  const stamp = Date.now().toString(36).slice(-5);

  it('[VISITOR] [USER] [STAFF] meets no serious accessibility violation in either colour scheme', async () => {
    const { publicPaths, memberPaths, member } = await everyRoute(db(), `a11y${stamp}`);
    const findings: string[] = [];
    const visitor = await browser.newPage();
    await decideOnCookies(visitor.context(), browser.baseUrl);
    const signedIn = await browser.newPage();
    await decideOnCookies(signedIn.context(), browser.baseUrl);
    await signInThroughApi(signedIn, member.user.email);
    for (const [page, paths] of [
      [visitor, publicPaths],
      [signedIn, memberPaths],
    ] as const) {
      const requests = trackRequests(page);
      for (const path of paths) {
        await page.emulateMedia({ colorScheme: 'light' });
        await page.goto(path);
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        await requests.settled();
        // The dark scheme is the stylesheet's alone (a media query), so the page it turns over is
        // the same page, checked again without loading it twice, by the rules colours decide.
        for (const colorScheme of ['light', 'dark'] as const) {
          await page.emulateMedia({ colorScheme });
          // Colours that ease from one scheme to the other are measured once they have arrived (the
          // transitions only: a spinner's animation never finishes).
          await page.evaluate(() =>
            Promise.all(
              document
                .getAnimations()
                .filter((each) => each instanceof CSSTransition)
                .map((each) => each.finished.catch(() => undefined)),
            ),
          );
          const rules = colorScheme === 'light' ? undefined : COLOUR_RULES;
          for (const violation of await seriousA11yViolations(page, rules)) {
            findings.push(`${path} (${colorScheme}): ${violation}`);
          }
        }
      }
    }
    expect(findings).toEqual([]);
  }, 600_000);
});
