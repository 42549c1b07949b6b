import { describe, expect, it } from 'vitest';
import { REQUEST_FILE_NAME_MAX_LENGTH } from '#shared/constants';
import { cleanFileName } from './request-files';

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
