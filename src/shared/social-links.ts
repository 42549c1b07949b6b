import type { SOCIAL_PLATFORMS } from './constants';

export type SocialPlatform = (typeof SOCIAL_PLATFORMS)[number];

const WWW = '(?:www\\.|m\\.)?';
const NAME = '[A-Za-z0-9._-]+';
const END = '/?(?:[?#].*)?$';

/**
 * The URL pattern for each platform (docs/product/validation.md, Social links): instagram.com/{user};
 * a youtube channel or youtu.be; a discord invite; github.com/{user}; twitter.com or x.com, with or
 * without /{user}; linkedin.com/in or /company/{name}; tiktok.com/@{user}; twitch.tv/{user}.
 */
const PATTERNS: Record<SocialPlatform, RegExp> = {
  instagram: new RegExp(`^https?://${WWW}instagram\\.com/${NAME}${END}`),
  youtube: new RegExp(
    `^https?://(?:${WWW}youtube\\.com/(?:@${NAME}|(?:channel|c|user)/${NAME})|youtu\\.be/${NAME})${END}`,
  ),
  discord: new RegExp(
    `^https?://(?:${WWW}discord\\.gg/${NAME}|${WWW}discord(?:app)?\\.com/invite/${NAME})${END}`,
  ),
  github: new RegExp(`^https?://${WWW}github\\.com/${NAME}${END}`),
  twitter: new RegExp(`^https?://${WWW}(?:twitter|x)\\.com(?:/${NAME})?${END}`),
  linkedin: new RegExp(`^https?://${WWW}linkedin\\.com/(?:in|company)/${NAME}${END}`),
  tiktok: new RegExp(`^https?://${WWW}tiktok\\.com/@${NAME}${END}`),
  twitch: new RegExp(`^https?://${WWW}twitch\\.tv/${NAME}${END}`),
};

export function matchesPlatform(platform: SocialPlatform, url: string): boolean {
  return url.length <= 2048 && PATTERNS[platform].test(url);
}

/** How each platform's name is written for people (docs/product/entities.md calls twitter 'Twitter/X'). */
export const PLATFORM_LABELS: Record<SocialPlatform, string> = {
  instagram: 'Instagram',
  youtube: 'YouTube',
  discord: 'Discord',
  github: 'GitHub',
  twitter: 'Twitter/X',
  linkedin: 'LinkedIn',
  tiktok: 'TikTok',
  twitch: 'Twitch',
};

/** An example address per platform, shown in the empty URL field. */
export const PLATFORM_EXAMPLES: Record<SocialPlatform, string> = {
  instagram: 'https://instagram.com/username',
  youtube: 'https://youtube.com/@channel',
  discord: 'https://discord.gg/invite',
  github: 'https://github.com/username',
  twitter: 'https://x.com/username',
  linkedin: 'https://linkedin.com/in/name',
  tiktok: 'https://tiktok.com/@username',
  twitch: 'https://twitch.tv/username',
};
