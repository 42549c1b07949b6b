import list from './ai-crawlers.json';

/**
 * The user agents of AI crawlers, from the list the ai.robots.txt project maintains
 * (scripts/refresh-ai-crawlers.mjs writes ai-crawlers.json, with its source and date).
 */
export const AI_CRAWLERS: readonly string[] = list.agents;

// Each name is letters, digits, '-' and '_' (the script keeps no other), so none needs escaping. A
// name counts as a whole token of the header: 'Code' is an agent, 'VSCode' is not.
const AI_CRAWLER_PATTERN = new RegExp(`(?:^|[^a-z0-9_-])(?:${AI_CRAWLERS.join('|')})(?![a-z0-9_-])`, 'i');

/** Whether a request's User-Agent names a known AI crawler. */
export function isAiCrawler(userAgent: string | undefined): boolean {
  return userAgent !== undefined && AI_CRAWLER_PATTERN.test(userAgent);
}
