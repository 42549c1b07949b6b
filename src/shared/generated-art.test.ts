import { describe, expect, it } from 'vitest';
import { avatarColor, initialsOf, patternSvg } from './generated-art';

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

  it('writes nothing of the name into the picture', () => {
    expect(patternSvg('<script>alert(1)</script>')).not.toContain('script');
  });
});
