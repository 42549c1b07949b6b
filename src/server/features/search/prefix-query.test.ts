import { describe, expect, it } from 'vitest';
import { toPrefixQuery } from './prefix-query';

describe('toPrefixQuery', () => {
  it('makes every word a quoted prefix, all of them required', () => {
    expect(toPrefixQuery('reac  native')).toBe("'reac':* & 'native':*");
    expect(toPrefixQuery('node.js')).toBe("'node.js':*");
  });

  it('escapes quotes and backslashes, so typed operators stay text', () => {
    expect(toPrefixQuery("it's")).toBe("'it''s':*");
    expect(toPrefixQuery('a\\b')).toBe("'a\\\\b':*");
    expect(toPrefixQuery('x:* | !y')).toBe("'x:*':* & '!y':*");
  });

  it('drops words without a letter or digit; none left is no query', () => {
    expect(toPrefixQuery('& | ( ) C++')).toBe("'C++':*");
    expect(toPrefixQuery('  !!!  ')).toBeNull();
    expect(toPrefixQuery('')).toBeNull();
  });

  it('reads letters and digits of any script', () => {
    expect(toPrefixQuery('日本 école 42')).toBe("'日本':* & 'école':* & '42':*");
  });
});
