import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_PAGES } from '#shared/crawling';
import {
  createBan,
  createCollection,
  createCreator,
  createProfile,
  createProject,
  createService,
  createUser,
} from '#server/seed/factories';
import { buildTestApp, type TestApp } from '#server/test/build-test-app';

const PUBLIC_URL = 'https://atelier.example';
const STATIC_URLS = PUBLIC_PAGES.map((page) => `${PUBLIC_URL}${page}`);

/** The addresses a sitemap or a sitemap index lists, unescaped. */
const locsOf = (xml: string) =>
  [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map(([, loc = '']) => loc.replace(/&amp;/g, '&'));

/** The path and query of an address the sitemap lists, to request it from the test app. */
const pathOf = (loc: string) => {
  const url = new URL(loc);
  return `${url.pathname}${url.search}`;
};

describe('GET /sitemap.xml', () => {
  let testApp: TestApp;
  const expected: string[] = [...STATIC_URLS];
  let adaUpdatedAt: Date;

  beforeAll(async () => {
    testApp = await buildTestApp({ config: { publicUrl: PUBLIC_URL } });
    const { db } = testApp;
    const ada = await createCreator(db, { handle: 'ada' });
    adaUpdatedAt = ada.profile.updatedAt;
    const loom = await createProject(db, ada.profile.id, { slug: 'loom' });
    await createProject(db, ada.profile.id, { slug: 'sketch', published: false });
    await createProject(db, ada.profile.id, {
      slug: 'withdrawn',
      published: false,
      heldReason: 'Spam',
      heldAt: new Date(),
    });
    const service = await createService(db, ada.profile.id);
    await createService(db, ada.profile.id, { active: false });
    expected.push(`${PUBLIC_URL}/ada`, `${PUBLIC_URL}/ada/loom`, `${PUBLIC_URL}/services/${service.id}`);
    // A public collection has a page; a private one has none.
    const shelf = await createCollection(db, ada.user.id, [loom.id], { isPublic: true });
    await createCollection(db, ada.user.id, [loom.id]);
    expected.push(`${PUBLIC_URL}/collections/${shelf.id}`);

    // Banned: the profile, its project and its service are hidden everywhere, so here too.
    const mallory = await createCreator(db, { handle: 'mallory' });
    const stolen = await createProject(db, mallory.profile.id, { slug: 'stolen' });
    await createCollection(db, mallory.user.id, [stolen.id], { isPublic: true });
    await createService(db, mallory.profile.id);
    await createBan(db, mallory.user.id);
    // A ban that has run out hides nothing.
    const grace = await createCreator(db, { handle: 'grace' });
    await createBan(db, grace.user.id, { expiresAt: new Date(Date.now() - 60_000) });
    expected.push(`${PUBLIC_URL}/grace`);
    // Mid-onboarding: no handle, so no public profile yet.
    await createProfile(db, (await createUser(db)).id);
    // Enough others for the answer to be worth compressing.
    for (const handle of ['linus', 'barbara', 'edsger', 'donald', 'frances']) {
      await createCreator(db, { handle });
      expected.push(`${PUBLIC_URL}/${handle}`);
    }
  });
  afterAll(() => testApp.close());

  it('[VISITOR] lists the public pages, profiles, published projects and active services in one sitemap', async () => {
    const response = await testApp.visitor().get('/sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    expect(response.body).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">\n/,
    );
    expect(locsOf(response.body).sort()).toEqual([...expected].sort());
  });

  it('[VISITOR] leaves out banned members, drafts, held projects and inactive services', async () => {
    const locs = locsOf((await testApp.visitor().get('/sitemap.xml')).body);
    for (const hidden of ['/mallory', '/mallory/stolen', '/ada/sketch', '/ada/withdrawn']) {
      expect(locs).not.toContain(`${PUBLIC_URL}${hidden}`);
    }
    expect(locs.filter((loc) => loc.includes('/services/'))).toHaveLength(1);
  });

  it("[VISITOR] dates a profile's address by when the profile last changed", async () => {
    const { body } = await testApp.visitor().get('/sitemap.xml');
    expect(body).toContain(
      `<url><loc>${PUBLIC_URL}/ada</loc><lastmod>${adaUpdatedAt.toISOString()}</lastmod></url>`,
    );
  });

  it('[VISITOR] gets the sitemap compressed when the client accepts it', async () => {
    const response = await testApp.visitor().get('/sitemap.xml', { 'accept-encoding': 'gzip' });
    expect(response.headers['content-encoding']).toBe('gzip');
  });

  it('[VISITOR] reads each kind on its own sitemap too', async () => {
    const visitor = testApp.visitor();
    expect(locsOf((await visitor.get('/sitemap-pages.xml')).body)).toEqual(STATIC_URLS);
    expect(locsOf((await visitor.get('/sitemap-projects.xml')).body)).toEqual([`${PUBLIC_URL}/ada/loom`]);
  });

  it('[ATTACKER] a cursor the server did not make is refused', async () => {
    const response = await testApp.visitor().get('/sitemap-profiles.xml?after=not-a-cursor');
    expect(response.statusCode).toBe(400);
  });
});

describe('GET /sitemap.xml past the page size', () => {
  const PAGE_SIZE = 3;
  let testApp: TestApp;
  const profileUrls: string[] = [];
  const projectUrls: string[] = [];

  beforeAll(async () => {
    testApp = await buildTestApp({ config: { publicUrl: PUBLIC_URL }, sitemapPageSize: PAGE_SIZE });
    const { db } = testApp;
    // Seven profiles make three pages; six projects exactly two, with no empty page after them.
    for (let index = 0; index < 7; index += 1) {
      const creator = await createCreator(db, { handle: `maker${index}` });
      profileUrls.push(`${PUBLIC_URL}/maker${index}`);
      if (index === 0) continue;
      await createProject(db, creator.profile.id, { slug: `work-${index}` });
      projectUrls.push(`${PUBLIC_URL}/maker${index}/work-${index}`);
    }
    const banned = await createCreator(db, { handle: 'banned' });
    await createProject(db, banned.profile.id, { slug: 'hidden' });
    await createBan(db, banned.user.id);
  });
  afterAll(() => testApp.close());

  it('[VISITOR] becomes an index of sitemaps, each kind in pages that together list every page once', async () => {
    const visitor = testApp.visitor();
    const index = await visitor.get('/sitemap.xml');
    expect(index.statusCode).toBe(200);
    expect(index.body).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const sitemaps = locsOf(index.body);
    // No services, so no sitemap of services.
    expect(sitemaps.map((loc) => new URL(loc).pathname)).toEqual([
      '/sitemap-pages.xml',
      '/sitemap-profiles.xml',
      '/sitemap-profiles.xml',
      '/sitemap-profiles.xml',
      '/sitemap-projects.xml',
      '/sitemap-projects.xml',
    ]);
    expect(sitemaps.every((loc) => loc.startsWith(`${PUBLIC_URL}/`))).toBe(true);

    const listed: string[] = [];
    for (const sitemap of sitemaps) {
      const page = await visitor.get(pathOf(sitemap));
      expect(page.statusCode, sitemap).toBe(200);
      expect(page.body, sitemap).toContain('<urlset');
      const locs = locsOf(page.body);
      if (!sitemap.endsWith('/sitemap-pages.xml'))
        expect(locs.length, sitemap).toBeLessThanOrEqual(PAGE_SIZE);
      listed.push(...locs);
    }
    expect(listed).toEqual([...STATIC_URLS, ...profileUrls, ...projectUrls]);
  });
});
