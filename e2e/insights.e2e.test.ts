import { readFile } from 'node:fs/promises';
import { describe, expect, inject, it } from 'vitest';
import { createCreator, createProject, createService } from '#server/seed/factories';
import { expectNoSeriousA11yViolations } from './support/accessibility';
import { useBrowser } from './support/browser';
import { decideOnCookies } from './support/consent';
import { useDatabase } from './support/database';
import { signInThroughApi } from './support/sign-in';

// A creator's insights count what people see (docs/decisions/0072-insights-without-cookies.md):
// each profile, project or service page shown tells the server once, the first page of a visit
// with where it came from, and the app's own navigations without.
const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };
// Headless Chromium names itself HeadlessChrome, which the bot list knows: a visitor's browser as
// people's Chrome names itself.
const PEOPLES_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const ANOTHER_PHONE =
  'Mozilla/5.0 (Linux; Android 13; SM-A536B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36';

describe('views told for a creator’s insights', () => {
  const browser = useBrowser();
  const db = useDatabase();
  const stamp = Date.now().toString(36).slice(-5);

  it('[USER] on a phone opens Insights from the account menu after visits from another browser, sees the views, the chart, the table, where they came from and what they led to, and downloads the CSV', async () => {
    const creator = await createCreator(db(), { handle: `met${stamp}`, displayName: `Meta ${stamp}` });
    await createProject(db(), creator.profile.id, { title: `Ferry ${stamp}`, slug: `ferry-${stamp}` });
    const service = await createService(db(), creator.profile.id, { title: `Harbour maps ${stamp}` });
    const buyer = await createCreator(db(), { displayName: `Bea ${stamp}` });
    // Someone else, in another browser, arrives from a newsletter and looks around.
    const visitor = await browser.newPage({ ...PHONE, userAgent: PEOPLES_CHROME });
    await decideOnCookies(visitor.context(), inject('baseUrl'));
    await visitor.goto(`/met${stamp}/ferry-${stamp}?utm_source=newsletter`, {
      referer: 'https://news.example/issue-4',
    });
    await visitor
      .getByRole('main')
      .getByRole('link', { name: `Meta ${stamp}` })
      .first()
      .click();
    await visitor.waitForURL((url) => url.pathname === `/met${stamp}`);
    // Nothing of it is kept in the visitor's browser: no cookie was set for it.
    const cookies = (await visitor.context().cookies()).map((cookie) => cookie.name);
    expect(cookies.filter((name) => /insight|visitor/i.test(name))).toEqual([]);
    // A member, on another phone, opens the service and asks for it.
    const buying = await browser.newPage({ ...PHONE, userAgent: ANOTHER_PHONE });
    await decideOnCookies(buying.context(), inject('baseUrl'));
    await signInThroughApi(buying, buyer.user.email);
    await buying.goto(`/services/${service.id}`);
    await buying.getByLabel('What do you need?').fill('Maps of the harbour for the ferry timetable.');
    await buying.getByRole('button', { name: 'Send request' }).click();
    await buying.getByRole('heading', { name: `Request sent to Meta ${stamp}` }).waitFor();

    const page = await browser.newPage(PHONE);
    await decideOnCookies(page.context(), inject('baseUrl'));
    await signInThroughApi(page, creator.user.email);
    await page.goto('/');
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Insights' }).click();
    await page.waitForURL((url) => url.pathname === '/insights');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Insights');
    // Counted within ten seconds of the visit: the creator looks again, as one does.
    await expect
      .poll(
        async () => {
          await page.reload();
          return page.getByRole('definition').first().textContent();
        },
        { timeout: 30_000, interval: 2_000 },
      )
      .toBe('3');
    await expect.poll(() => page.getByRole('definition').nth(1).textContent()).toBe('2');
    await expect.poll(() => page.getByRole('link', { name: `Ferry ${stamp}` }).isVisible()).toBe(true);
    await expect.poll(() => page.getByText('news.example').isVisible()).toBe(true);
    await expect.poll(() => page.getByText('newsletter').isVisible()).toBe(true);
    // The service's page seen, its form begun and the request sent: one each.
    const funnel = page.getByRole('region', { name: 'What visits led to' });
    await expect
      .poll(() =>
        funnel
          .getByRole('table', { name: 'Views, request forms begun and requests sent, by service' })
          .getByRole('row', { name: `Harbour maps ${stamp}` })
          .innerText(),
      )
      .toMatch(/^Harbour maps \w+\s+1\s+1\s+1\s+100% of views$/);
    await page.getByText('Show the figures by day').click();
    await expect
      .poll(() => page.getByRole('table', { name: 'Views and visitors by day' }).isVisible())
      .toBe(true);
    await page.getByRole('link', { name: '7 days' }).click();
    await page.waitForURL((url) => url.searchParams.get('days') === '7');
    await expect
      .poll(() => page.getByRole('link', { name: '7 days' }).getAttribute('aria-current'))
      .toBe('page');
    await expectNoSeriousA11yViolations(page);

    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download CSV' }).click();
    const file = await (await download).path();
    const lines = (await readFile(file, 'utf8')).trim().split('\r\n');
    expect(lines[0]).toBe('day,views,visitors');
    expect(lines).toHaveLength(8);
    expect(lines.at(-1)).toMatch(/^\d{4}-\d{2}-\d{2},3,2$/);
    browser.expectCleanConsole(page);
  });
});
