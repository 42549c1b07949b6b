import { describe, expect, it } from 'vitest';
import { imageVariantNames, responsiveImage } from './images';

describe('responsive images', () => {
  it('lists every stored copy of an image with its width, smallest first', () => {
    expect(responsiveImage('/uploads/covers/u/cover-1-ab.w1600.webp')).toEqual({
      src: '/uploads/covers/u/cover-1-ab.w1600.webp',
      srcSet:
        '/uploads/covers/u/cover-1-ab.w480.webp 480w, /uploads/covers/u/cover-1-ab.w960.webp 960w, ' +
        '/uploads/covers/u/cover-1-ab.w1600.webp 1600w',
    });
  });

  it('gives no srcSet for an image stored without copies, or one from elsewhere', () => {
    for (const url of [
      '/uploads/avatars/u/avatar-1-ab.webp',
      'https://cdn.example/a.w400.png',
      '/uploads/covers/u/cover-1-ab.w1234.webp',
    ]) {
      expect(responsiveImage(url)).toEqual({ src: url });
    }
  });

  it('names the copies to remove with an image, and none for an image without them', () => {
    expect(imageVariantNames('avatars/u/avatar-1-ab.w400.webp')).toEqual(['avatars/u/avatar-1-ab.w96.webp']);
    expect(imageVariantNames('avatars/u/avatar-1-ab.webp')).toEqual([]);
  });
});
