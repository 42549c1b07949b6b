import { describe, expect, it } from 'vitest';
import { contentDispositionOf } from './content-disposition';

describe("a download's Content-Disposition", () => {
  it('saves anything but an image, naming it in UTF-8 with a plain stand-in', () => {
    expect(contentDispositionOf('plan «v2» (final)*.pdf', 'application/pdf')).toBe(
      `attachment; filename="plan _v2_ (final)*.pdf"; filename*=UTF-8''plan%20%C2%ABv2%C2%BB%20%28final%29%2A.pdf`,
    );
    expect(contentDispositionOf('say "hi"\\.zip', 'application/zip')).toBe(
      `attachment; filename="say _hi__.zip"; filename*=UTF-8''say%20%22hi%22%5C.zip`,
    );
    expect(contentDispositionOf('map.png', 'image/png')).toMatch(/^inline; filename="map.png"; /);
  });

  it('saves an image too when it is asked for as a download', () => {
    expect(contentDispositionOf('map.png', 'image/png', true)).toMatch(/^attachment; filename="map.png"; /);
  });
});
