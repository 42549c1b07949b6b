import type { BrowserContext } from 'playwright-core';
import { CONSENT_COOKIE, CONSENT_STORAGE_KEY, CONSENT_VERSION } from '#shared/constants';

/**
 * A browser that has decided on cookies already (essential only), for journeys about something
 * else: the banner would sit over the page. The cookie tells the server, the stored record the app.
 */
export async function decideOnCookies(context: BrowserContext, baseUrl: string) {
  const decided = {
    version: CONSENT_VERSION,
    essential: true,
    analytics: false,
    advertising: false,
    decidedAt: '2026-11-27T00:00:00.000Z',
  };
  await context.addCookies([{ name: CONSENT_COOKIE, value: String(CONSENT_VERSION), url: baseUrl }]);
  // Atelier's pages only: the script runs in every frame, and a framed player may not touch storage.
  await context.addInitScript(
    ([origin, key, value]) => {
      if (window.location.origin === origin) localStorage.setItem(key, value);
    },
    [new URL(baseUrl).origin, CONSENT_STORAGE_KEY, JSON.stringify(decided)] as const,
  );
}
