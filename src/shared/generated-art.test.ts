import { describe, expect, it } from 'vitest';
import { avatarColor, coverSvg, initialsOf, patternSvg } from './generated-art';

describe('pictures drawn from a name', () => {
  it('takes the first letters of the first two words', () => {
    expect(initialsOf('Ada Okafor')).toBe('AO');
    expect(initialsOf('  cher ')).toBe('C');
    expect(initialsOf('Jean Paul Sartre')).toBe('JP');
    expect(initialsOf('王 小明')).toBe('王小');
    expect(initialsOf('')).toBe('?');
  });

  it('draws the same picture for the same name, and another for another', () => {
    expect(avatarColor('adaokafor')).toBe(avatarColor('adaokafor'));
    expect(patternSvg('Night Shifts')).toBe(patternSvg('Night Shifts'));
    expect(patternSvg('Night Shifts')).not.toBe(patternSvg('Day Shifts'));
    const hues = new Set(['ada', 'bruno', 'chen', 'dara', 'elif', 'farah'].map(avatarColor));
    expect(hues.size).toBeGreaterThan(4);
  });

  it('puts white initials on every colour at 4.5:1 or more', () => {
    const luminance = (hex: string) => {
      const [r, g, b] = [1, 3, 5].map((start) => {
        const channel = Number.parseInt(hex.slice(start, start + 2), 16) / 255;
        return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
    };
    for (let index = 0; index < 500; index += 1) {
      const color = avatarColor(`member${index}`);
      expect(color).toMatch(/^#[0-9a-f]{6}$/);
      expect(1.05 / (luminance(color) + 0.05), color).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('writes nothing of the name into the picture', () => {
    expect(patternSvg('<script>alert(1)</script>')).not.toContain('script');
  });

  it('marks a cover with the initials of its title, never the title itself', () => {
    const cover = coverSvg('Harbour Festival Map');
    expect(cover).toContain('>HF</text>');
    expect(cover).not.toContain('Harbour');
    expect(coverSvg('<b> & more')).toContain('>&#60;&#38;</text>');
  });
});
