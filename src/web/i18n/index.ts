import i18n from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { writePreferenceCookie } from '../lib/preference-cookie';
import {
  FALLBACK_LANGUAGE,
  LANGUAGE_COOKIE,
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

/**
 * Language first from local storage, then the browser, then English; the choice is saved back.
 * A server-rendered page names the language it was rendered in, and hydration must start in it.
 */
export function initI18n(renderedIn?: SupportedLanguage) {
  return (
    i18n
      .use(LanguageDetector)
      .use(initReactI18next)
      // Each language is its own chunk, loaded when chosen.
      .use(resourcesToBackend((language: string) => import(`./locales/${language}.json`)))
      .init({
        lng: renderedIn,
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

/** The language saved in this browser, if the visitor ever chose or was given one. */
export function savedLanguage(): SupportedLanguage | undefined {
  try {
    const saved = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return saved ? toSupportedLanguage(saved) : undefined;
  } catch {
    return undefined;
  }
}

i18n.on('languageChanged', (language) => {
  document.documentElement.lang = language;
  writePreferenceCookie(LANGUAGE_COOKIE, language);
});

export { i18n };
