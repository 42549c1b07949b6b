import { PUBLIC_PAGES } from '#shared/crawling';
import type { Database } from '#server/db/client';
import { encodeCursor, type PageCursor } from '#server/db/pagination';
import {
  findSitemapPages,
  listSitemapRows,
  SITEMAP_KINDS,
  type SitemapKind,
  type SitemapRow,
} from './sitemap-queries';
import { sitemapIndexXml, urlsetXml, type SitemapEntry } from './sitemap-xml';

/** The most addresses one sitemap may hold (sitemaps.org); past it, /sitemap.xml is an index. */
export const SITEMAP_MAX_URLS = 50_000;

/** The address of a sitemap of pages of a kind: `pages` for the fixed ones, else a kind from the database. */
export const sitemapPath = (kind: SitemapKind | 'pages') => `/sitemap-${kind}.xml`;

type Sitemaps = { db: Database; publicUrl: string; pageSize: number };

const staticEntries = (publicUrl: string): SitemapEntry[] =>
  PUBLIC_PAGES.map((page) => ({ loc: `${publicUrl}${page}` }));

const rowEntry = (publicUrl: string) => (row: SitemapRow) => ({
  loc: `${publicUrl}${row.path}`,
  lastmod: row.updatedAt,
});

/**
 * /sitemap.xml: every public page in one sitemap while they fit in a page, or else an index of
 * sitemaps: the fixed pages, then each kind's list in pages that each begin after a cursor.
 */
export async function buildSitemap({ db, publicUrl, pageSize }: Sitemaps): Promise<string> {
  const pages = await Promise.all(SITEMAP_KINDS.map((kind) => findSitemapPages(db, kind, pageSize)));
  const total = PUBLIC_PAGES.length + pages.reduce((sum, kind) => sum + kind.total, 0);
  if (total <= pageSize) {
    const lists = await Promise.all(
      SITEMAP_KINDS.map((kind) => listSitemapRows(db, kind, undefined, pageSize)),
    );
    const entries = [...staticEntries(publicUrl), ...lists.flat().map(rowEntry(publicUrl))];
    // Rows added between the count and the lists could pass the limit: they wait for the next read.
    return urlsetXml(entries.slice(0, pageSize));
  }
  const pageUrl = (kind: SitemapKind, start?: PageCursor) =>
    `${publicUrl}${sitemapPath(kind)}${start ? `?after=${encodeCursor(start)}` : ''}`;
  const sitemaps = SITEMAP_KINDS.flatMap((kind, index) => {
    const { total: rows, starts } = pages[index] ?? { total: 0, starts: [] };
    return rows === 0 ? [] : [pageUrl(kind), ...starts.map((start) => pageUrl(kind, start))];
  });
  return sitemapIndexXml([`${publicUrl}${sitemapPath('pages')}`, ...sitemaps].map((loc) => ({ loc })));
}

/** /sitemap-pages.xml: the public pages with a fixed address. */
export const buildStaticSitemap = (publicUrl: string) => urlsetXml(staticEntries(publicUrl));

/** /sitemap-{kind}.xml: one page of a kind's list, after the cursor when given. */
export async function buildKindSitemap(
  { db, publicUrl, pageSize }: Sitemaps,
  kind: SitemapKind,
  after: PageCursor | undefined,
): Promise<string> {
  const rows = await listSitemapRows(db, kind, after, pageSize);
  return urlsetXml(rows.map(rowEntry(publicUrl)));
}
