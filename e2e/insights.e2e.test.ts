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

    // The creator shows their views: the project's page tells everyone how many times it was seen
    // (the creator's own visits are never counted).
    await page.goto('/settings#privacy');
    await page.getByRole('switch', { name: 'Show how many times each project was viewed' }).click();
    await page.getByText('Your project pages show their views.').waitFor();
    await page.goto(`/met${stamp}/ferry-${stamp}`);
    await expect.poll(() => page.getByRole('main').innerText()).toMatch(/Views:\s*1(?!\d)/);
    browser.expectCleanConsole(page);
  });

  it('[VISITOR] no public page sets a cookie or writes to the browser’s storage, on the first page or in the app', async () => {
    const creator = await createCreator(db(), { handle: `cru${stamp}`, displayName: `Crumb ${stamp}` });
    const project = await createProject(db(), creator.profile.id, {
      title: `Quay ${stamp}`,
      slug: `quay-${stamp}`,
    });
    const service = await createService(db(), creator.profile.id, { title: `Quay maps ${stamp}` });
    const page = await browser.newPage({ ...PHONE, userAgent: PEOPLES_CHROME });
    // Every write a page's script makes to a cookie or to storage, as it makes it.
    await page.addInitScript(() => {
      const writes: string[] = [];
      (window as unknown as { storageWrites: string[] }).storageWrites = writes;
      for (const method of ['setItem', 'removeItem', 'clear'] as const) {
        const original = Storage.prototype[method] as (...args: unknown[]) => unknown;
        Storage.prototype[method] = function (this: Storage, ...args: unknown[]) {
          writes.push(`${method} ${String(args[0])}`);
          return original.apply(this, args);
        } as never;
      }
      const cookie = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie');
      Object.defineProperty(document, 'cookie', {
        get: () => cookie?.get?.call(document) as string,
        set: (value: string) => {
          writes.push(`cookie ${value.split('=')[0]}`);
          cookie?.set?.call(document, value);
        },
      });
    });
    const setCookies: string[] = [];
    page.on('response', async (response) => {
      const header = await response.headerValue('set-cookie').catch(() => null);
      if (header) setCookies.push(`${response.url()}: ${header}`);
    });
    const writes = () =>
      page.evaluate(() => (window as unknown as { storageWrites: string[] }).storageWrites);
    const publicPages = [
      '/',
      '/explore',
      '/people',
      '/services',
      `/cru${stamp}`,
      `/cru${stamp}/${project.slug}`,
      `/services/${service.id}`,
      '/privacy',
    ];
    for (const path of publicPages) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      expect({ path, writes: await writes() }).toEqual({ path, writes: [] });
    }
    // And in the app: from the project to its author, then to the service, as people tap.
    await page.goto(`/cru${stamp}/${project.slug}`);
    await page
      .getByRole('main')
      .getByRole('link', { name: `Crumb ${stamp}` })
      .first()
      .click();
    await page.waitForURL((url) => url.pathname === `/cru${stamp}`);
    await page
      .getByRole('main')
      .getByRole('link', { name: `Quay maps ${stamp}` })
      .first()
      .click();
    await page.waitForURL((url) => url.pathname === `/services/${service.id}`);
    await page.getByRole('heading', { level: 1, name: `Quay maps ${stamp}` }).waitFor();
    expect(await writes()).toEqual([]);
    expect(setCookies).toEqual([]);
    expect(await page.context().cookies()).toEqual([]);
    // The tab's scroll positions alone, which the router keeps as a page is left so that Back finds
    // the place again: never sent, gone with the tab, naming no one (decision 72).
    const stored = await page.evaluate(async () => ({
      local: Object.keys(localStorage),
      session: Object.keys(sessionStorage),
      positions: Object.values(JSON.parse(sessionStorage.getItem('react-router-scroll-positions') ?? '{}')),
      databases: (await indexedDB.databases()).length,
    }));
    expect(stored).toEqual({
      local: [],
      session: ['react-router-scroll-positions'],
      positions: expect.arrayContaining([expect.any(Number)]) as unknown,
      databases: 0,
    });
    expect(stored.positions.every((position) => typeof position === 'number')).toBe(true);
    browser.expectCleanConsole(page);
  });
});
