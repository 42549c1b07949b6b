import i18n from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import {
  FALLBACK_LANGUAGE,
  LANGUAGE_STORAGE_KEY,
  SUPPORTED_LANGUAGES,
  type SupportedLanguage,
} from '@shared/constants';

/** Maps any browser or stored tag (zh, zh-Hans-CN, pt-BR, de-AT...) to a language the product has. */
export function toSupportedLanguage(tag: string | undefined): SupportedLanguage {
  if (!tag) return FALLBACK_LANGUAGE;
  const exact = SUPPORTED_LANGUAGES.find((language) => language.toLowerCase() === tag.toLowerCase());
  if (exact) return exact;
  const base = tag.split('-')[0]?.toLowerCase();
  if (base === 'zh') return 'zh-CN';
  return SUPPORTED_LANGUAGES.find((language) => language === base) ?? FALLBACK_LANGUAGE;
}

/** Language first from local storage, then the browser, then English; the choice is saved back. */
export function initI18n() {
  return (
    i18n
      .use(LanguageDetector)
      .use(initReactI18next)
      // Each language is its own chunk, loaded when chosen.
      .use(resourcesToBackend((language: string) => import(`./locales/${language}.json`)))
      .init({
        fallbackLng: FALLBACK_LANGUAGE,
        supportedLngs: [...SUPPORTED_LANGUAGES],
        load: 'currentOnly',
        detection: {
          order: ['localStorage', 'navigator'],
          lookupLocalStorage: LANGUAGE_STORAGE_KEY,
          caches: ['localStorage'],
          convertDetectedLanguage: (tag: string) => toSupportedLanguage(tag),
        },
        interpolation: { escapeValue: false },
        returnNull: false,
      })
  );
}

i18n.on('languageChanged', (language) => {
  document.documentElement.lang = language;
});

export { i18n };
