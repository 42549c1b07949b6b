import { FALLBACK_LANGUAGE } from '#shared/constants';
import { Translations, type Messages } from './translator';

/** The browser's translations: each language is its own chunk, loaded when chosen. */
export const i18n = new Translations(
  FALLBACK_LANGUAGE,
  async (language) => ((await import(`./locales/${language}.json`)) as { default: Messages }).default,
);
