import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser';

// Against the built app: the font file the build names in the page head is the one its
// stylesheet uses, and the manifest and crawler files are served as the browser and crawlers expect.

describe('installable and indexable', () => {
  const browser = useBrowser();
  const get = (url: string) => fetch(new URL(url, browser.baseUrl));

  it("[VISITOR] is sent Inter's Latin file from the page head, the very file the stylesheet uses", async () => {
    const html = await (await get('/')).text();
    const href =
      /<link rel="preload" as="font" type="font\/woff2" href="(\/assets\/inter-latin-wght-normal-[\w-]+\.woff2)" crossorigin="">/.exec(
        html,
      )?.[1];
    expect(href).toBeDefined();
    const font = await get(href ?? '');
    expect(font.status).toBe(200);
    expect(font.headers.get('content-type')).toBe('font/woff2');
    const stylesheet = /<link rel="stylesheet" crossorigin href="([^"]+)">/.exec(html)?.[1] ?? '';
    expect(await (await get(stylesheet)).text()).toContain(`url(${href})`);
  });

  it('[VISITOR] sees the page set in Inter, loaded under the Content-Security-Policy', async () => {
    const page = await browser.newPage();
    await page.goto('/');
    const loaded = await page.evaluate(async () => {
      await document.fonts.ready;
      const families: string[] = [];
      document.fonts.forEach((face) => {
        if (face.status === 'loaded') families.push(face.family.replace(/"/g, ''));
      });
      return families;
    });
    expect(loaded).toContain('Inter Variable');
    expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(
      /^"?Inter Variable"?,/,
    );
    browser.expectCleanConsole(page);
  });

  it('[VISITOR] gets the manifest, robots.txt and the sitemap, each naming Atelier by its public address', async () => {
    const manifest = await get('/manifest.webmanifest');
    expect(manifest.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
    expect(await manifest.json()).toMatchObject({ name: 'Atelier', display: 'standalone' });

    const robots = await (await get('/robots.txt')).text();
    expect(robots).toContain(`Sitemap: ${browser.baseUrl}/sitemap.xml`);

    const sitemap = await get('/sitemap.xml');
    expect(sitemap.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(await sitemap.text()).toContain(`<url><loc>${browser.baseUrl}/explore</loc></url>`);
  });
});
