// The sitemaps protocol's two documents (sitemaps.org/protocol.html): a list of pages, and an index
// of such lists for a site with more pages than one list may hold.

/** One address in a sitemap: absolute, with when its page last changed when that is known. */
export type SitemapEntry = { loc: string; lastmod?: Date };

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** Text made safe in XML content and attributes: the five characters XML gives a meaning. */
export const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (character) => XML_ESCAPES[character] ?? '');

const entryXml = (tag: 'url' | 'sitemap', { loc, lastmod }: SitemapEntry) =>
  `<${tag}><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''}</${tag}>`;

const xmlDocument = (root: 'urlset' | 'sitemapindex', body: string[]) =>
  [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<${root} xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">`,
    ...body,
    `</${root}>`,
    '',
  ].join('\n');

/** A sitemap: the pages to crawl. */
export const urlsetXml = (entries: SitemapEntry[]) =>
  xmlDocument(
    'urlset',
    entries.map((entry) => entryXml('url', entry)),
  );

/** A sitemap index: the sitemaps to read. */
export const sitemapIndexXml = (sitemaps: SitemapEntry[]) =>
  xmlDocument(
    'sitemapindex',
    sitemaps.map((sitemap) => entryXml('sitemap', sitemap)),
  );
