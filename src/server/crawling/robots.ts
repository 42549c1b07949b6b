import { PRIVATE_PAGES, PUBLIC_BELOW_PRIVATE } from '#shared/crawling';
import { LOCAL_UPLOADS_PREFIX } from '#server/storage/local-storage';
import { AI_CRAWLERS } from './ai-crawlers';

/** A member who lets AI models train on their work: their pages and files open to AI crawlers. */
export type AiTrainingAllowed = { handle: string; userId: string };

/**
 * Each private screen as robots.txt patterns that match it alone (RFC 9309's `$` ends a pattern):
 * a plain `Disallow: /new` would also keep crawlers off the profile of a member named "newton".
 */
const patternsOf = (page: string) => [`${page}$`, `${page}?`, `${page}/`];

/**
 * What AI crawlers may read: nothing, but the pages and files of the members who let AI models
 * train on their work (docs/decisions/0065-ai-training-opt-out.md). A crawler follows the group
 * that names it rather than `*`'s, and the longest matching pattern.
 */
function aiCrawlersGroup(allowed: AiTrainingAllowed[]) {
  return [
    ...AI_CRAWLERS.map((agent) => `User-agent: ${agent}`),
    'Disallow: /',
    ...allowed.flatMap(({ handle, userId }) => [
      `Allow: /${handle}$`,
      `Allow: /${handle}/`,
      `Allow: ${LOCAL_UPLOADS_PREFIX}*/${userId}/`,
    ]),
  ];
}

/**
 * robots.txt: crawl the public pages, keep out of the API and the private screens, read the sitemap;
 * AI crawlers only what their members opened to them.
 */
export function robotsTxt(publicUrl: string, aiTrainingAllowed: AiTrainingAllowed[]): string {
  const rules = ['/api/', ...PRIVATE_PAGES.flatMap(patternsOf)].map((pattern) => `Disallow: ${pattern}`);
  const allowed = PUBLIC_BELOW_PRIVATE.map((pattern) => `Allow: ${pattern}`);
  return [
    'User-agent: *',
    'Allow: /',
    ...allowed,
    ...rules,
    '',
    ...aiCrawlersGroup(aiTrainingAllowed),
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
