import { describe, expect, it } from 'vitest';
import { SOCIAL_PLATFORMS } from './constants';
import { matchesPlatform, type SocialPlatform } from './social-links';

const ACCEPTED: Record<SocialPlatform, string[]> = {
  instagram: ['https://instagram.com/ada.l', 'https://www.instagram.com/ada_l/'],
  youtube: [
    'https://www.youtube.com/@ada',
    'https://youtube.com/channel/UC123abc',
    'https://youtube.com/c/AdaCodes',
    'https://youtu.be/dQw4w9WgXcQ',
  ],
  discord: ['https://discord.gg/abc123', 'https://discord.com/invite/abc123'],
  github: ['https://github.com/ada', 'http://www.github.com/ada-lovelace'],
  twitter: ['https://twitter.com', 'https://x.com/ada', 'https://twitter.com/ada_l'],
  linkedin: ['https://www.linkedin.com/in/ada-lovelace', 'https://linkedin.com/company/atelier/'],
  tiktok: ['https://www.tiktok.com/@ada.codes'],
  twitch: ['https://twitch.tv/ada', 'https://www.twitch.tv/ada_streams'],
};

const REFUSED: Record<SocialPlatform, string[]> = {
  instagram: [
    'https://instagram.com',
    'https://instagram.com.evil.com/ada',
    'javascript:alert(1)//instagram.com/a',
  ],
  youtube: ['https://youtube.com', 'https://youtube.com/watch?v=x', 'https://vimeo.com/ada'],
  discord: ['https://discord.com/ada', 'https://discord.gg/'],
  github: ['https://gitlab.com/ada', 'https://github.com/ada/repo', 'ftp://github.com/ada'],
  twitter: ['https://x.co/ada', 'https://twitter.com/ada/status/1'],
  linkedin: ['https://linkedin.com/ada', 'https://linkedin.com/in/'],
  tiktok: ['https://tiktok.com/ada', 'https://tiktok.com/@'],
  twitch: ['https://twitch.com/ada', 'https://twitch.tv'],
};

describe('social link patterns', () => {
  for (const platform of SOCIAL_PLATFORMS) {
    it(`accepts ${platform} profile URLs`, () => {
      for (const url of ACCEPTED[platform]) expect(matchesPlatform(platform, url), url).toBe(true);
    });
    it(`refuses other URLs for ${platform}`, () => {
      for (const url of REFUSED[platform]) expect(matchesPlatform(platform, url), url).toBe(false);
    });
  }

  it('refuses a link of one platform given for another', () => {
    expect(matchesPlatform('github', 'https://twitch.tv/ada')).toBe(false);
  });
});
