import type { BrowserContext } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { CONSENT_COOKIE, CONSENT_STORAGE_KEY, CONSENT_VERSION } from '@shared/constants';
import { FACTORY_PASSWORD } from '../src/server/db/factories';
import { seriousA11yViolations } from './support/accessibility';
import { useBrowser } from './support/browser';
import { useDatabase } from './support/database';
import { everyRoute } from './support/routes';

// Issue 28: axe finds no serious or critical issue on any route, in the light scheme and the dark one
// (contrast AA in both: the dark palette is the light one turned over, web/styles/color-schemes.css).

const DECIDED = {
  version: CONSENT_VERSION,
  essential: true,
  analytics: false,
  advertising: false,
  decidedAt: '2026-11-27T00:00:00.000Z',
};

async function decideOnCookies(context: BrowserContext, baseUrl: string) {
  await context.addCookies([{ name: CONSENT_COOKIE, value: String(CONSENT_VERSION), url: baseUrl }]);
  await context.addInitScript(([key, value]) => localStorage.setItem(key, value), [
    CONSENT_STORAGE_KEY,
    JSON.stringify(DECIDED),
  ] as const);
}

describe('every page, light and dark', () => {
  const browser = useBrowser();
  const db = useDatabase();
  const stamp = Date.now().toString(36).slice(-5);

  it('[VISITOR] [USER] [STAFF] meets no serious accessibility violation in either colour scheme', async () => {
    const { publicPaths, memberPaths, member } = await everyRoute(db(), `a11y${stamp}`);
    const findings: string[] = [];
    for (const colorScheme of ['light', 'dark'] as const) {
      const visitor = await browser.newPage({ colorScheme });
      await decideOnCookies(visitor.context(), browser.baseUrl);
      const signedIn = await browser.newPage({ colorScheme });
      await decideOnCookies(signedIn.context(), browser.baseUrl);
      const answer = await signedIn.request.post('/api/auth/sign-in', {
        data: { email: member.user.email, password: FACTORY_PASSWORD },
        headers: { origin: browser.baseUrl },
      });
      expect(answer.status()).toBe(200);
      for (const [page, paths] of [
        [visitor, publicPaths],
        [signedIn, memberPaths],
      ] as const) {
        for (const path of paths) {
          await page.goto(path);
          await page.getByRole('heading', { level: 1 }).first().waitFor();
          await page.waitForLoadState('networkidle');
          for (const violation of await seriousA11yViolations(page)) {
            findings.push(`${path} (${colorScheme}): ${violation}`);
          }
        }
      }
    }
    expect(findings).toEqual([]);
  }, 600_000);
});
