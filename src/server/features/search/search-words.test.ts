import { describe, expect, it } from 'vitest';
import { searchWordsOf, toSearchTexts } from './search-words';

describe('searchWordsOf', () => {
  it('keeps the words with a letter or digit, of any script, in order', () => {
    expect(searchWordsOf('  reac   native ')).toEqual(['reac', 'native']);
    expect(searchWordsOf('& | ( ) C++ 日本 école 42')).toEqual(['C++', '日本', 'école', '42']);
    expect(searchWordsOf('  !!!  ')).toEqual([]);
  });
});

describe('toSearchTexts', () => {
  const words = (text: string, corrections?: Map<string, string[]>) =>
    toSearchTexts(searchWordsOf(text), corrections);

  it('makes every word a quoted prefix, one group per word, and each kept to the title for its rank', () => {
    expect(words('reac  native')).toEqual({
      phrase: 'reac native',
      words: "'reac':* 'native':*",
      titleWords: "'reac':*A 'native':*A",
    });
    expect(words('node.js')?.words).toBe("'node.js':*");
  });

  it('adds each correction as a whole-word alternative of its word; the phrase reads the first', () => {
    const corrections = new Map([['desing', ['design', 'desire']]]);
    expect(words('ui desing', corrections)).toEqual({
      phrase: 'ui design',
      words: "'ui':* 'desing':*|'design'|'desire'",
      titleWords: "'ui':*A 'desing':*A|'design':A|'desire':A",
    });
  });

  it('escapes quotes and backslashes, so typed operators stay text', () => {
    expect(words("it's")?.words).toBe("'it''s':*");
    expect(words('a\\b')?.words).toBe("'a\\\\b':*");
    expect(words('x:* | !y')?.words).toBe("'x:*':* '!y':*");
  });

  it('is null without words', () => {
    expect(words('  & | ')).toBeNull();
  });
});
