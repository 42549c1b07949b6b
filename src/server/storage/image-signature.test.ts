import { describe, expect, it } from 'vitest';
import { sniffUploadFormat } from './image-signature';

const bytes = (...parts: Array<string | number[]>) =>
  Buffer.concat(
    parts.map((part) => (typeof part === 'string' ? Buffer.from(part, 'latin1') : Buffer.from(part))),
  );

describe('sniffUploadFormat', () => {
  it('knows JPEG, PNG, GIF and WebP by their first bytes', () => {
    expect(sniffUploadFormat(bytes([0xff, 0xd8, 0xff, 0xe0], 'JFIF'))).toBe('jpeg');
    expect(sniffUploadFormat(bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a], 'IHDR'))).toBe('png');
    expect(sniffUploadFormat(bytes('GIF89a', [1, 0, 1, 0]))).toBe('gif');
    expect(sniffUploadFormat(bytes('GIF87a'))).toBe('gif');
    expect(sniffUploadFormat(bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 '))).toBe('webp');
  });

  it('refuses everything else, however it is named', () => {
    expect(sniffUploadFormat(bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffUploadFormat(bytes('II*', [0]))).toBeNull(); // TIFF
    expect(sniffUploadFormat(bytes([0, 0, 0, 0x1c], 'ftypavif'))).toBeNull(); // AVIF
    expect(sniffUploadFormat(bytes([0, 0, 0, 0x18], 'ftypheic'))).toBeNull(); // HEIF
    expect(sniffUploadFormat(bytes('RIFF', [0, 0, 0, 0], 'WAVEfmt '))).toBeNull();
    expect(sniffUploadFormat(bytes('%PDF-1.7'))).toBeNull();
    expect(sniffUploadFormat(bytes([0xff, 0xd8]))).toBeNull();
    expect(sniffUploadFormat(Buffer.alloc(0))).toBeNull();
  });
});
