import { describe, expect, it } from 'vitest';
import { peertubeHosts, videoEmbed, videoEmbedUrl } from './video-embed';

describe('videoEmbedUrl', () => {
  it('turns YouTube watch, short and youtu.be links into the embed form', () => {
    expect(videoEmbedUrl('https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42')).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    );
    expect(videoEmbedUrl('https://youtu.be/dQw4w9WgXcQ')).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    );
    expect(videoEmbedUrl('https://m.youtube.com/shorts/abcdef123')).toBe(
      'https://www.youtube-nocookie.com/embed/abcdef123',
    );
  });
  it('embeds Vimeo videos', () => {
    expect(videoEmbedUrl('https://vimeo.com/76979871')).toBe('https://player.vimeo.com/video/76979871');
  });
  it('embeds nothing else', () => {
    for (const link of [
      'https://evil.example/watch?v=dQw4w9WgXcQ',
      'https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ',
      'https://www.youtube.com/watch?v="><script>',
      'javascript:alert(1)',
      'not a url',
      'https://vimeo.com/channels/staff',
    ]) {
      expect(videoEmbedUrl(link), link).toBeNull();
    }
  });
});

describe('videoEmbed', () => {
  it('embeds a PeerTube video from its instance, by its short id or UUID, over https only', () => {
    expect(videoEmbed('https://framatube.org/w/9c9de5e8GjkoGTQbF5UzDr')).toEqual({
      provider: 'peertube',
      embedUrl: 'https://framatube.org/videos/embed/9c9de5e8GjkoGTQbF5UzDr',
      host: 'https://framatube.org',
    });
    expect(
      videoEmbed('https://tube.example/videos/watch/2b5a1c4e-5f0e-4a9e-9c64-9f1f3a6f0d11')?.embedUrl,
    ).toBe('https://tube.example/videos/embed/2b5a1c4e-5f0e-4a9e-9c64-9f1f3a6f0d11');
    for (const link of [
      'http://framatube.org/w/9c9de5e8GjkoGTQbF5UzDr',
      'https://framatube.org:8443/w/9c9de5e8GjkoGTQbF5UzDr',
      'https://framatube.org/w/not-an-id',
      'https://framatube.org/w/9c9de5e8GjkoGTQbF5UzDr/extra',
      // Hosts a page's policy could read as more than a host, or no host a PeerTube runs on.
      "https://tube;script-src'self'.example/w/9c9de5e8GjkoGTQbF5UzDr",
      'https://tube,evil.example/w/9c9de5e8GjkoGTQbF5UzDr',
      'https://localhost/w/9c9de5e8GjkoGTQbF5UzDr',
      'https://[::1]/w/9c9de5e8GjkoGTQbF5UzDr',
    ]) {
      expect(videoEmbed(link), link).toBeNull();
    }
  });

  it('names the PeerTube instances a page must frame, each once', () => {
    expect(
      peertubeHosts([
        'https://youtu.be/dQw4w9WgXcQ',
        'https://framatube.org/w/9c9de5e8GjkoGTQbF5UzDr',
        'https://Framatube.org/w/2b5a1c4e-5f0e-4a9e-9c64-9f1f3a6f0d11',
        'https://tube.example/w/9c9de5e8GjkoGTQbF5UzDr',
        'not a link',
      ]),
    ).toEqual(['https://framatube.org', 'https://tube.example']);
  });

  it('names YouTube and Vimeo with the hosts every page frames; the intro video keeps to those', () => {
    expect(videoEmbed('https://youtu.be/dQw4w9WgXcQ')?.host).toBe('https://www.youtube-nocookie.com');
    expect(videoEmbed('https://vimeo.com/76979871')?.host).toBe('https://player.vimeo.com');
    expect(videoEmbedUrl('https://framatube.org/w/9c9de5e8GjkoGTQbF5UzDr')).toBeNull();
  });
});
