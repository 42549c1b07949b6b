import { PRODUCT_NAME, type SupportedLanguage } from '@shared/constants';
import de from './locales/de.json';
import en from './locales/en.json';
import es from './locales/es.json';
import fr from './locales/fr.json';
import ja from './locales/ja.json';
import pt from './locales/pt.json';
import zhCN from './locales/zh-CN.json';

export type EmailKind = keyof typeof en;
type EmailText = { subject: string; body: string };

// Typed against English's keys, so a language file missing an email fails the typecheck.
const EMAIL_TEXTS: Record<SupportedLanguage, Record<EmailKind, EmailText>> = {
  en,
  es,
  'zh-CN': zhCN,
  fr,
  de,
  ja,
  pt,
};

const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;

/** Fills each {{name}} from values in one pass, so a value that looks like a placeholder stays as written. */
export function interpolate(template: string, values: Record<string, string>): string {
  return template.replace(PLACEHOLDER, (match, name: string) => values[name] ?? match);
}

/** The subject and plain-text body of one email in a language, placeholders filled ({{product}} always). */
export function renderEmailText(
  kind: EmailKind,
  language: SupportedLanguage,
  values: Record<string, string> = {},
) {
  const { subject, body } = EMAIL_TEXTS[language][kind];
  const all = { product: PRODUCT_NAME, ...values };
  return { subject: interpolate(subject, all), text: interpolate(body, all) };
}

/** The raw texts of a language, for tests that compare against the locale files. */
export function getEmailTexts(language: SupportedLanguage): Record<EmailKind, EmailText> {
  return EMAIL_TEXTS[language];
}
