import { FALLBACK_LANGUAGE } from '#shared/constants';
import type { LocalePart } from './locale-parts';
import { Translations, type Messages } from './translator';

type PartLoaders = Record<string, () => Promise<Messages>>;

// Each part of each language is a chunk of its own, cut from its locale file by the build
// (scripts/locale-parts.ts reads the `part` query).
const PARTS: Record<LocalePart, PartLoaders> = {
  first: import.meta.glob<Messages>('./locales/*.json', { query: '?part=first', import: 'default' }),
  rest: import.meta.glob<Messages>('./locales/*.json', { query: '?part=rest', import: 'default' }),
};

/** The browser's translations: each language's parts are loaded when needed. */
export const i18n = new Translations(FALLBACK_LANGUAGE, async (language, part) => {
  const load = PARTS[part][`./locales/${language}.json`];
  if (!load) throw new Error(`no texts for ${language}`);
  return load();
});
