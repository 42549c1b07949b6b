import { writePreferenceCookie } from '#web/lib/preference-cookie';
import {
  FALLBACK_LANGUAGE,
  LANGUAGE_COOKIE,
  LANGUAGE_STORAGE_KEY,
  SUPPORTED_LANGUAGES,
  type SupportedLanguage,
} from '#shared/constants';
import { i18n } from './instance';
import { LOCALE_PARTS, type LocalePart } from './locale-parts';

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
 * Language first from local storage, then the browser's, then English.
 * A server-rendered page names the language it was rendered in and the parts of its texts it
 * showed (locale-parts.ts), and hydration must start with them. Without one, the whole language.
 */
export function initI18n(rendered?: { language: SupportedLanguage; localeParts: LocalePart[] }) {
  if (rendered) return i18n.changeLanguage(rendered.language, rendered.localeParts);
  const browserLanguage = typeof navigator === 'undefined' ? undefined : navigator.language;
  return i18n.changeLanguage(savedLanguage() ?? toSupportedLanguage(browserLanguage), LOCALE_PARTS);
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

// The document follows the language.
i18n.subscribe((language) => {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
});

/**
 * Switches to a language the visitor chose (or their account holds) and keeps it for the server
 * (a cookie) and this browser (local storage). A language only detected is kept nowhere: a visitor
 * who chose nothing leaves nothing in their browser (docs/decisions/0072-insights-without-cookies.md).
 */
export function chooseLanguage(language: SupportedLanguage) {
  writePreferenceCookie(LANGUAGE_COOKIE, language);
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Storage refused (a private window): the cookie still carries the choice.
  }
  return i18n.changeLanguage(language);
}

export { i18n };
