import { describe, expect, it } from 'vitest';
import { imageFileProblem } from './image-file-problem';

const fileOf = (size: number, type: string) => new File([new Uint8Array(size)], 'picture', { type });

describe('imageFileProblem', () => {
  it('accepts an image within the limit', () => {
    expect(imageFileProblem(fileOf(1000, 'image/png'), 5 * 1024 * 1024)).toBeNull();
  });
  it('names the limit that was passed', () => {
    expect(imageFileProblem(fileOf(5 * 1024 * 1024 + 1, 'image/jpeg'), 5 * 1024 * 1024)).toBe(
      'imageTooLarge5',
    );
    expect(imageFileProblem(fileOf(10 * 1024 * 1024 + 1, 'image/jpeg'), 10 * 1024 * 1024)).toBe(
      'imageTooLarge10',
    );
  });
  it('refuses what is not a raster image', () => {
    expect(imageFileProblem(fileOf(10, 'application/pdf'), 1024)).toBe('fileMustBeImage');
    expect(imageFileProblem(fileOf(10, 'image/svg+xml'), 1024)).toBe('fileMustBeImage');
  });
});
