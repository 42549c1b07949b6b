import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  createComment,
  createCreator,
  createProject,
  createService,
  createServiceReview,
} from '#server/seed/factories';
import { useBrowser } from './support/browser';
import { useDatabase } from './support/database';
import { signInThroughForm } from './support/sign-in';
import { APP_LIVE_MARK } from '#shared/page-rendering';

/** A creator with a published project (one comment) and a service (one review), made for this file. */
type Portfolio = { handle: string; name: string; projectTitle: string; slug: string; serviceId: string };

describe('server-rendered pages', () => {
  const browser = useBrowser();
  const db = useDatabase();
  let portfolio: Portfolio;

  beforeAll(async () => {
    const suffix = Date.now().toString(36);
    const handle = `rendered${suffix}`;
    const name = 'Mireille Durand';
    const creator = await createCreator(db(), { handle, displayName: name });
    const client = await createCreator(db(), { handle: `client${suffix}` });
    const project = await createProject(db(), creator.profile.id, {
      title: 'Tidal sound sculpture',
      slug: `tidal-${suffix}`,
      published: true,
    });
    await createComment(db(), project.id, client.user.id, { content: 'The tide recordings are stunning.' });
    const service = await createService(db(), creator.profile.id, {
      title: 'Sound design for installations',
    });
    await createServiceReview(db(), service, client.user.id, { comment: 'Listened to every detail.' });
    portfolio = { handle, name, projectTitle: project.title, slug: project.slug, serviceId: service.id };
  });

  const pageUrls = () => [
    '/',
    '/explore',
    '/people',
    '/services',
    `/services/${portfolio.serviceId}`,
    `/${portfolio.handle}`,
    `/${portfolio.handle}/${portfolio.slug}`,
  ];

  it('[VISITOR] answers every public page with its content in the HTML, and the missing ones with 404', async () => {
    const fetchPage = (url: string) => fetch(new URL(url, browser.baseUrl), { redirect: 'manual' });
    for (const url of pageUrls()) {
      const response = await fetchPage(url);
      expect(response.status, url).toBe(200);
      const html = await response.text();
      expect(html, url).toMatch(/<div id="root"><[a-z!]/);
      expect(html, url).toContain('<script type="application/json" id="server-state">');
    }
    for (const url of [
      `/${portfolio.handle}x${Date.now()}`,
      `/${portfolio.handle}/no-such-project`,
      '/services/00000000-0000-4000-8000-000000000000',
      '/services/not-an-id',
      '/help',
      '/no/such/page',
    ]) {
      expect((await fetchPage(url)).status, url).toBe(404);
    }
    const moved = await fetchPage(`/@${portfolio.handle}`);
    expect(moved.status).toBe(301);
    expect(moved.headers.get('location')).toBe(`/${portfolio.handle}`);
  });

  it('[VISITOR] with JavaScript off reads the profile, its projects and a project page', async () => {
    const page = await browser.newPage({ javaScriptEnabled: false });
    await page.goto(`/${portfolio.handle}`);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(portfolio.name);
    const projects = page.getByRole('region', { name: 'Projects' });
    expect(await projects.getByRole('link', { name: portfolio.projectTitle }).count()).toBe(1);
    expect(await page.getByText('Sound design for installations').count()).toBeGreaterThan(0);

    await page.goto(`/${portfolio.handle}/${portfolio.slug}`);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(portfolio.projectTitle);
    expect(await page.getByRole('link', { name: portfolio.name }).count()).toBeGreaterThan(0);
    expect(await page.getByText('The tide recordings are stunning.').count()).toBe(1);

    await page.goto(`/services/${portfolio.serviceId}`);
    expect(await page.getByText('Listened to every detail.').count()).toBe(1);
  });

  it('[VISITOR] is asked about cookies in the HTML until they decide, and not after', async () => {
    const banner = 'We use essential cookies to make Atelier work.';
    const html = async (cookie?: string) =>
      (await fetch(new URL('/explore', browser.baseUrl), { headers: cookie ? { cookie } : {} })).text();
    expect(await html()).toContain(banner);

    const page = await browser.newPage();
    await page.goto('/explore');
    await page.getByRole('button', { name: 'Accept All' }).click();
    await page.getByRole('button', { name: 'Accept All' }).waitFor({ state: 'detached' });
    const cookies = await page.context().cookies();
    const decided = cookies.find((cookie) => cookie.name === 'atelier_consent');
    expect(decided?.value).toBe('2');
    expect(await html(`atelier_consent=${decided?.value}`)).not.toContain(banner);
    browser.expectCleanConsole(page);
  });

  /**
   * Every console message of the page and every API read it makes, from the first byte on; and the
   * page's markup as the server sent it and as the app drew it when it went live. The renderer prints
   * no warning for a mismatch (Preact, decision 76), it draws over it: the two must be the same.
   */
  async function watch(page: Page) {
    const messages: string[] = [];
    const reads: string[] = [];
    page.on('console', (message) => messages.push(`${message.type()}: ${message.text()}`));
    page.on('request', (request) => {
      const url = new URL(request.url());
      // Reads only: a page shown tells of itself for its creator's insights (a POST, decision 72).
      if (url.pathname.startsWith('/api/') && request.method() === 'GET') reads.push(url.pathname);
    });
    await page.addInitScript((liveMark) => {
      // A text that may differ by design (a relative time: '15 seconds ago' drawn as '16') is left out.
      const markup = () => {
        const root = document.getElementById('root')?.cloneNode(true);
        if (!(root instanceof HTMLElement)) return '';
        root.querySelectorAll('[suppresshydrationwarning]').forEach((loose) => (loose.textContent = ''));
        return root.innerHTML;
      };
      const seen = { server: '', live: '' };
      Object.assign(window, { atelierMarkupSeen: seen });
      // Parsed, before the app's scripts (deferred modules) run.
      document.addEventListener('readystatechange', () => {
        if (document.readyState === 'interactive') seen.server = markup();
      });
      const mark = performance.mark.bind(performance);
      performance.mark = (name, options) => {
        if (name === liveMark && !seen.live) seen.live = markup();
        return mark(name, options);
      };
    }, APP_LIVE_MARK);
    const markup = async () => {
      await page.waitForFunction(
        (liveMark) => performance.getEntriesByName(liveMark).length > 0,
        APP_LIVE_MARK,
      );
      return page.evaluate(
        () =>
          (window as unknown as { atelierMarkupSeen: { server: string; live: string } }).atelierMarkupSeen,
      );
    };
    return { messages, reads, markup };
  }

  /** Hydrated without a difference: what the app drew at first is what the server sent. */
  async function expectSameMarkup(seen: Awaited<ReturnType<typeof watch>>, url: string) {
    const { server, live } = await seen.markup();
    expect(server.length, url).toBeGreaterThan(0);
    expect(live, url).toBe(server);
  }

  it('[VISITOR] hydrates every public page without a mismatch and without reading its data again', async () => {
    for (const url of pageUrls()) {
      const page = await browser.newPage();
      const seen = await watch(page);
      await page.goto(url, { waitUntil: 'networkidle' });
      await expectSameMarkup(seen, url);
      // Hydrated: the page answers a click in the browser, with no reload.
      await page.getByRole('link', { name: 'Explore' }).first().click();
      await page.waitForURL((address) => address.pathname === '/explore');
      const beforeNavigation = seen.reads.filter((read) => read !== '/api/explore');
      expect(
        seen.messages.filter((message) => /hydrat|did not match/i.test(message)),
        url,
      ).toEqual([]);
      expect(beforeNavigation, url).toEqual([]);
      browser.expectCleanConsole(page);
      await page.context().close();
    }
  });

  it('[USER] sees their own account and the request form on server-rendered pages, with no mismatch', async () => {
    const page = await browser.newPage();
    const seen = await watch(page);
    const email = `rendered${Date.now()}@example.test`;
    await createCreator(db(), { user: { email } });
    await signInThroughForm(page, email);
    await page.goto(`/${portfolio.handle}/${portfolio.slug}`, { waitUntil: 'networkidle' });
    await expectSameMarkup(seen, 'project page');
    expect(await page.getByRole('button', { name: 'Account menu' }).count()).toBe(1);
    expect(seen.messages.filter((message) => /hydrat|did not match/i.test(message))).toEqual([]);
    expect(seen.reads).not.toContain(`/api/profiles/${portfolio.handle}/projects/${portfolio.slug}`);

    // A member's request form loads apart from the page (a visitor never downloads it), yet the
    // server's HTML holds it, and it counts what is typed once its code has hydrated it.
    const servicePath = `/services/${portfolio.serviceId}`;
    const html = await (await page.context().request.get(servicePath)).text();
    expect(html).toContain('What do you need?');
    await page.goto(servicePath, { waitUntil: 'networkidle' });
    await expectSameMarkup(seen, servicePath);
    const need = 'A soundscape for a gallery opening.';
    await page.getByLabel('What do you need?').fill(need);
    await page.getByText(`${need.length}/2000`).waitFor();
    expect(seen.messages.filter((message) => /hydrat|did not match/i.test(message))).toEqual([]);
    expect(seen.reads).not.toContain(servicePath.replace('/services', '/api/services'));
    browser.expectCleanConsole(page);
  });
});
