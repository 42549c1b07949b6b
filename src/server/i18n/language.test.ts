import { describe, expect, it } from 'vitest';
import { chooseLanguage, matchAcceptLanguage } from './language';

describe('matchAcceptLanguage', () => {
  it.each([
    ['de-DE,de;q=0.9,en;q=0.8', 'de'],
    ['fr', 'fr'],
    ['EN-us', 'en'],
    ['pt-BR,pt;q=0.9', 'pt'],
    ['es-419', 'es'],
    ['ja-JP', 'ja'],
    ['zh', 'zh-CN'],
    ['zh-Hans', 'zh-CN'],
    ['zh-CN', 'zh-CN'],
    ['zh-cn', 'zh-CN'],
    ['zh-Hans-CN', 'zh-CN'],
    ['de_AT', 'de'],
  ])('%s → %s', (header, expected) => {
    expect(matchAcceptLanguage(header)).toBe(expected);
  });

  it('follows the q-values, not the order written', () => {
    expect(matchAcceptLanguage('en;q=0.5, ja;q=0.8, fr;q=0.7')).toBe('ja');
    expect(matchAcceptLanguage('en;q=0.1,de')).toBe('de');
  });

  it('keeps the written order between ranges of equal weight', () => {
    expect(matchAcceptLanguage('fr;q=0.8, es;q=0.8')).toBe('fr');
    expect(matchAcceptLanguage('es, fr')).toBe('es');
  });

  it('skips languages the product does not have, and falls to the next range', () => {
    expect(matchAcceptLanguage('nl-NL, ko;q=0.9, pt;q=0.5')).toBe('pt');
  });

  it('ignores ranges refused with q=0, malformed weights, and the wildcard', () => {
    expect(matchAcceptLanguage('de;q=0, es;q=0.2')).toBe('es');
    expect(matchAcceptLanguage('de;q=abc, fr;q=2, ja;q=0.3')).toBe('ja');
    expect(matchAcceptLanguage('*')).toBeUndefined();
    expect(matchAcceptLanguage('*, fr;q=0.5')).toBe('fr');
  });

  it('tolerates spaces, empty items and upper-case Q', () => {
    expect(matchAcceptLanguage(' , de ; Q=0.4 ,, ja ; q = 0.6 ')).toBe('ja');
  });

  it('names nothing without a header or a supported language', () => {
    expect(matchAcceptLanguage(undefined)).toBeUndefined();
    expect(matchAcceptLanguage('')).toBeUndefined();
    expect(matchAcceptLanguage('nl, ko;q=0.5')).toBeUndefined();
  });
});

describe('a language tag', () => {
  it('does not take a prefix for a language', () => {
    expect(matchAcceptLanguage('end')).toBeUndefined();
    expect(matchAcceptLanguage('ptx')).toBeUndefined();
  });
});

describe('chooseLanguage', () => {
  it('prefers the saved language over the request header', () => {
    expect(chooseLanguage({ saved: 'ja', acceptLanguage: 'en-US,en;q=0.9' })).toBe('ja');
  });

  it('uses the header when nothing supported is saved', () => {
    expect(chooseLanguage({ saved: null, acceptLanguage: 'fr-CA' })).toBe('fr');
    expect(chooseLanguage({ saved: 'klingon', acceptLanguage: 'es' })).toBe('es');
    expect(chooseLanguage({ acceptLanguage: 'de' })).toBe('de');
  });

  it('falls back to English', () => {
    expect(chooseLanguage({})).toBe('en');
    expect(chooseLanguage({ saved: null, acceptLanguage: 'ko' })).toBe('en');
  });
});
