import { PRIVATE_PAGES, PUBLIC_BELOW_PRIVATE } from '#shared/crawling';

/**
 * Each private screen as robots.txt patterns that match it alone (RFC 9309's `$` ends a pattern):
 * a plain `Disallow: /new` would also keep crawlers off the profile of a member named "newton".
 */
const patternsOf = (page: string) => [`${page}$`, `${page}?`, `${page}/`];

/** robots.txt: crawl the public pages, keep out of the API and the private screens, read the sitemap. */
export function robotsTxt(publicUrl: string): string {
  const rules = ['/api/', ...PRIVATE_PAGES.flatMap(patternsOf)].map((pattern) => `Disallow: ${pattern}`);
  const allowed = PUBLIC_BELOW_PRIVATE.map((pattern) => `Allow: ${pattern}`);
  return [
    'User-agent: *',
    'Allow: /',
    ...allowed,
    ...rules,
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
