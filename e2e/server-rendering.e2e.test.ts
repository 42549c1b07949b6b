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

  /** Every console message of the page and every API read it makes, from the first byte on. */
  async function watch(page: Page) {
    const messages: string[] = [];
    const reads: string[] = [];
    page.on('console', (message) => messages.push(`${message.type()}: ${message.text()}`));
    page.on('request', (request) => {
      const url = new URL(request.url());
      // Reads only: a page shown tells of itself for its creator's insights (a POST, decision 72).
      if (url.pathname.startsWith('/api/') && request.method() === 'GET') reads.push(url.pathname);
    });
    return { messages, reads };
  }

  it('[VISITOR] hydrates every public page without a mismatch and without reading its data again', async () => {
    for (const url of pageUrls()) {
      const page = await browser.newPage();
      const seen = await watch(page);
      await page.goto(url, { waitUntil: 'networkidle' });
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
    expect(await page.getByRole('button', { name: 'Account menu' }).count()).toBe(1);
    expect(seen.messages.filter((message) => /hydrat|did not match/i.test(message))).toEqual([]);
    expect(seen.reads).not.toContain(`/api/profiles/${portfolio.handle}/projects/${portfolio.slug}`);

    // A member's request form loads apart from the page (a visitor never downloads it), yet the
    // server's HTML holds it, and it counts what is typed once its code has hydrated it.
    const servicePath = `/services/${portfolio.serviceId}`;
    const html = await (await page.context().request.get(servicePath)).text();
    expect(html).toContain('What do you need?');
    await page.goto(servicePath, { waitUntil: 'networkidle' });
    const need = 'A soundscape for a gallery opening.';
    await page.getByLabel('What do you need?').fill(need);
    await page.getByText(`${need.length}/2000`).waitFor();
    expect(seen.messages.filter((message) => /hydrat|did not match/i.test(message))).toEqual([]);
    expect(seen.reads).not.toContain(servicePath.replace('/services', '/api/services'));
    browser.expectCleanConsole(page);
  });
});
