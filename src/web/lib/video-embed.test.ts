import { describe, expect, it } from 'vitest';
import { videoEmbedUrl } from './video-embed';

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
