import type { SupportedLanguage } from '#shared/constants';

/** Each interface language, named in itself so a reader of it can find it. */
export const LANGUAGE_NAMES: Record<SupportedLanguage, string> = {
  en: 'English',
  es: 'Español',
  'zh-CN': '简体中文',
  fr: 'Français',
  de: 'Deutsch',
  ja: '日本語',
  pt: 'Português',
};
