import { describe, expect, it } from 'vitest';
import { SUPPORTED_LANGUAGES } from '#shared/constants';
import { MESSAGES } from '#shared/messages';
import { STAFF_AUDIT_KINDS } from '#shared/schemas/moderation';

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

const LOCALE_FILES = import.meta.glob<Json>('./locales/*.json', { eager: true, import: 'default' });

function loadLocale(language: string): Json {
  const locale = LOCALE_FILES[`./locales/${language}.json`];
  if (locale === undefined) throw new Error(`locales/${language}.json is missing`);
  return locale;
}

function flatten(value: Json, prefix = '', into = new Map<string, string>()): Map<string, string> {
  if (typeof value === 'string') {
    into.set(prefix, value);
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => flatten(item, `${prefix}[${index}]`, into));
  } else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) flatten(child, prefix ? `${prefix}.${key}` : key, into);
  } else {
    throw new Error(`${prefix} is not a string`);
  }
  return into;
}

/** The keys a language must have: English's, with each plural spelled in the language's own categories. */
function expectedKeys(english: Map<string, string>, language: string): Set<string> {
  const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
  const keys = new Set<string>();
  for (const key of english.keys()) {
    if (PLURAL_SUFFIX.test(key)) {
      const base = key.replace(PLURAL_SUFFIX, '');
      for (const category of categories) keys.add(`${base}_${category}`);
    } else {
      keys.add(key);
    }
  }
  return keys;
}

const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((match) => match[1]).sort();
const english = flatten(loadLocale('en'));

it('translates every message the server may send', () => {
  const missing = Object.keys(MESSAGES).filter((id) => !english.has(`errors.${id}`));
  expect(missing).toEqual([]);
});

it('names every staff action the audit log records', () => {
  expect(STAFF_AUDIT_KINDS.filter((kind) => !english.has(`admin.audit.kinds.${kind}`))).toEqual([]);
});

describe.each(SUPPORTED_LANGUAGES.filter((language) => language !== 'en'))('locale %s', (language) => {
  const translated = flatten(loadLocale(language));

  it('has every key English has, and no other', () => {
    expect([...translated.keys()].sort()).toEqual([...expectedKeys(english, language)].sort());
  });

  it('keeps every placeholder of the English text', () => {
    for (const [key, text] of translated) {
      const englishText = english.get(key) ?? english.get(key.replace(PLURAL_SUFFIX, '_other')) ?? '';
      expect(placeholders(text), key).toEqual(placeholders(englishText));
    }
  });

  it('is a real translation, not a copy of the English', () => {
    const copied = [...translated].filter(
      ([key, text]) => english.get(key) === text && !/^[\s\p{P}\d]*$/u.test(text),
    );
    // Proper names and symbols may stay as they are; whole sentences may not.
    expect(copied.filter(([, text]) => text.split(' ').length > 2)).toEqual([]);
    expect(copied.length / translated.size).toBeLessThan(0.05);
  });

  it('leaves no text empty', () => {
    expect([...translated].filter(([, text]) => text.trim() === '')).toEqual([]);
  });
});
