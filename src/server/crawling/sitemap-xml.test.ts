import { describe, expect, it } from 'vitest';
import { escapeXml, sitemapIndexXml, urlsetXml } from './sitemap-xml';

describe('sitemap XML', () => {
  it('escapes the five characters XML gives a meaning', () => {
    expect(escapeXml(`a&b<c>d"e'f`)).toBe('a&amp;b&lt;c&gt;d&quot;e&apos;f');
  });

  it('writes a list of pages with their escaped address and, when known, the time they changed', () => {
    const xml = urlsetXml([
      { loc: 'https://atelier.example/search?q=a&b=<c>' },
      { loc: 'https://atelier.example/ada', lastmod: new Date('2026-01-02T03:04:05.678Z') },
    ]);
    expect(xml).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        '<url><loc>https://atelier.example/search?q=a&amp;b=&lt;c&gt;</loc></url>',
        '<url><loc>https://atelier.example/ada</loc><lastmod>2026-01-02T03:04:05.678Z</lastmod></url>',
        '</urlset>',
        '',
      ].join('\n'),
    );
  });

  it('writes an index of sitemaps', () => {
    expect(sitemapIndexXml([{ loc: 'https://atelier.example/sitemap-pages.xml' }])).toContain(
      '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
        '<sitemap><loc>https://atelier.example/sitemap-pages.xml</loc></sitemap>\n</sitemapindex>',
    );
  });
});
