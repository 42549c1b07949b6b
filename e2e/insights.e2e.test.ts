import type { Page, Request } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { createCreator, createProject } from '#server/seed/factories';
import { useBrowser } from './support/browser';
import { decideOnCookies } from './support/consent';
import { useDatabase } from './support/database';

// A creator's insights count what people see (docs/decisions/0072-insights-without-cookies.md):
// each profile, project or service page shown tells the server once, the first page of a visit
// with where it came from, and the app's own navigations without.
const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };

/** The views the page tells of, in order, as their bodies. */
function toldViews(page: Page) {
  const told: unknown[] = [];
  page.on('request', (request: Request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/insights/views')
      told.push(request.postDataJSON());
  });
  return told;
}

describe('views told for a creator’s insights', () => {
  const browser = useBrowser();
  const db = useDatabase();
  const stamp = Date.now().toString(36).slice(-5);

  it('[VISITOR] on a phone, arriving from another site, is told of once per page shown: the first with where they came from, the next without, and Back again', async () => {
    const creator = await createCreator(db(), { handle: `ins${stamp}`, displayName: `Ines ${stamp}` });
    const project = await createProject(db(), creator.profile.id, {
      title: `Signs ${stamp}`,
      slug: `signs-${stamp}`,
    });
    const page = await browser.newPage(PHONE);
    await decideOnCookies(page.context(), inject('baseUrl'));
    const told = toldViews(page);
    await page.goto(`/ins${stamp}/signs-${stamp}?utm_source=newsletter`, {
      referer: 'https://www.behance.net/gallery/1',
    });
    await expect.poll(() => told.length).toBe(1);
    expect(told[0]).toEqual({
      kind: 'project',
      id: project.id,
      language: 'en',
      // The browser's referrer policy may keep the other site's origin only.
      referrer: expect.stringMatching(/^https:\/\/www\.behance\.net\//),
      source: 'newsletter',
    });

    // The author's name, as a person taps it the moment it shows.
    await page
      .getByRole('main')
      .getByRole('link', { name: `Ines ${stamp}` })
      .first()
      .click();
    await page.waitForURL((url) => url.pathname === `/ins${stamp}`);
    await expect.poll(() => told.length).toBe(2);
    expect(told[1]).toEqual({ kind: 'profile', id: creator.user.id, language: 'en' });

    await page.goBack();
    await page.waitForURL((url) => url.pathname === `/ins${stamp}/signs-${stamp}`);
    await expect.poll(() => told.length).toBe(3);
    expect(told[2]).toEqual({ kind: 'project', id: project.id, language: 'en' });
    // Nothing of it is kept in the browser: no cookie was set for it.
    const cookies = (await page.context().cookies()).map((cookie) => cookie.name);
    expect(cookies.filter((name) => /insight|visitor/i.test(name))).toEqual([]);
  });
});
