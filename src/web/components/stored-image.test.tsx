// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { StoredImage } from './stored-image';

describe('StoredImage', () => {
  afterEach(cleanup);

  it('offers the stored copies with the sizes the page shows the image at', () => {
    render(<StoredImage src="/uploads/avatars/u/avatar-1-ab.w400.webp" alt="Ada" sizes="40px" />);
    const image = screen.getByRole('img', { name: 'Ada' });
    expect(image.getAttribute('srcset')).toBe(
      '/uploads/avatars/u/avatar-1-ab.w96.webp 96w, /uploads/avatars/u/avatar-1-ab.w400.webp 400w',
    );
    expect(image.getAttribute('sizes')).toBe('40px');
  });

  it('shows an image stored without copies as it is', () => {
    render(<StoredImage src="/uploads/avatars/u/avatar-1-ab.webp" alt="Ada" sizes="40px" />);
    const image = screen.getByRole('img', { name: 'Ada' });
    expect(image.getAttribute('src')).toBe('/uploads/avatars/u/avatar-1-ab.webp');
    expect(image.hasAttribute('srcset')).toBe(false);
    expect(image.hasAttribute('sizes')).toBe(false);
  });
});
