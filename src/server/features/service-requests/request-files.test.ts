import { describe, expect, it } from 'vitest';
import { REQUEST_FILE_NAME_MAX_LENGTH } from '#shared/constants';
import { cleanFileName, contentDispositionOf } from './request-files';

describe("a request file's name", () => {
  it('keeps the last part of a path, without control characters or reordering marks', () => {
    expect(cleanFileName('C:\\Users\\theo\\floor plan.pdf')).toBe('floor plan.pdf');
    expect(cleanFileName('../../etc/passwd')).toBe('passwd');
    expect(cleanFileName('  map\u0000\u0007\u001b[31m.png ')).toBe('map[31m.png');
    expect(cleanFileName('invoice\u202egpj.exe')).toBe('invoicegpj.exe');
    expect(cleanFileName('half \ud800 a pair.zip')).toBe('half  a pair.zip');
    expect(cleanFileName('ノート 🎨.pdf')).toBe('ノート 🎨.pdf');
  });

  it("falls back to 'file' when nothing is left", () => {
    for (const sent of ['', '   ', '/', 'folder/', '..', '\u0000\u0001'])
      expect(cleanFileName(sent)).toBe('file');
  });

  it('is cut to the longest name kept, its extension kept, counting characters, not code units', () => {
    const long = `${'🎨'.repeat(300)}.pdf`;
    const cleaned = cleanFileName(long);
    expect(Array.from(cleaned)).toHaveLength(REQUEST_FILE_NAME_MAX_LENGTH);
    expect(cleaned.endsWith('🎨.pdf')).toBe(true);
  });
});

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
});
