import { describe, expect, it } from 'vitest';
import { sniffRequestFile } from './file-signature';

const bytes = (...parts: Array<string | number[]>) =>
  Buffer.concat(
    parts.map((part) => (typeof part === 'string' ? Buffer.from(part, 'latin1') : Buffer.from(part))),
  );

describe('sniffRequestFile', () => {
  it('knows the four images, PDF and zip by their first bytes, with the extension each is kept under', () => {
    expect(sniffRequestFile(bytes([0xff, 0xd8, 0xff, 0xe0], 'JFIF'))).toEqual({
      contentType: 'image/jpeg',
      extension: 'jpg',
    });
    expect(sniffRequestFile(bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a]))?.extension).toBe('png');
    expect(sniffRequestFile(bytes('GIF89a', [1, 0]))?.contentType).toBe('image/gif');
    expect(sniffRequestFile(bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 '))?.contentType).toBe('image/webp');
    expect(sniffRequestFile(bytes('%PDF-1.7\n'))).toEqual({
      contentType: 'application/pdf',
      extension: 'pdf',
    });
    expect(sniffRequestFile(bytes('PK', [3, 4, 20, 0]))).toEqual({
      contentType: 'application/zip',
      extension: 'zip',
    });
    // An empty archive is only its end record.
    expect(sniffRequestFile(bytes('PK', [5, 6], Array(18).fill(0) as number[]))?.extension).toBe('zip');
  });

  it('refuses everything else, whatever its name says', () => {
    for (const refused of [
      bytes('hello, this is text named .png'),
      bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      bytes('<!doctype html><script>alert(1)</script>'),
      bytes('MZ', [0x90, 0]), // a Windows executable
      bytes([0x7f], 'ELF'),
      bytes('%PDF'), // cut short
      bytes('PK', [7, 8]), // a spanned archive's marker, not a file of its own
      Buffer.alloc(0),
    ]) {
      expect(sniffRequestFile(refused)).toBeNull();
    }
  });
});
