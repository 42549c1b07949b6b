import Negotiator from 'negotiator';
import { FALLBACK_LANGUAGE, SUPPORTED_LANGUAGES, type SupportedLanguage } from '#shared/constants';

/** What is known about a recipient's language: the preference saved in their profile, and the request's header. */
export type LanguageHints = { saved?: string | null | undefined; acceptLanguage?: string | undefined };

// Chinese is offered in Simplified script only; the web app makes the same choice for every zh tag,
// so bare `zh` stands for it in negotiation and any zh-* range falls to it.
const NEGOTIATED = [...SUPPORTED_LANGUAGES, 'zh'];
const VALID_WEIGHT = /^\s*q\s*=\s*(0(\.\d{0,3})?|1(\.0{0,3})?)\s*$/i;

/**
 * Ranges the negotiator would read otherwise than RFC 9110 does here: a wildcard names no language
 * of its own, and a malformed weight voids its range. Some clients write de_AT for de-AT.
 */
function cleanRanges(header: string) {
  return header
    .replaceAll('_', '-')
    .split(',')
    .filter((range) => {
      const [tag = '', ...params] = range.split(';');
      if (tag.trim() === '*') return false;
      return params.every((param) => !/^\s*q\s*=/i.test(param) || VALID_WEIGHT.test(param));
    })
    .join(',');
}

/**
 * The best supported language in an Accept-Language header, negotiated by `negotiator`: ranges by
 * descending q, ties in the order written; q=0 names nothing; a tag matches exactly or by its base
 * language (pt-BR → pt, any zh → zh-CN). Undefined when no range matches.
 */
export function matchAcceptLanguage(header: string | undefined): SupportedLanguage | undefined {
  if (!header) return undefined;
  const [best] = new Negotiator({ headers: { 'accept-language': cleanRanges(header) } }).languages(
    NEGOTIATED,
  );
  if (best === 'zh') return 'zh-CN';
  return SUPPORTED_LANGUAGES.find((language) => language === best);
}

/** The language to write to someone in: their saved preference, else the request's header, else English. */
export function chooseLanguage({ saved, acceptLanguage }: LanguageHints): SupportedLanguage {
  const preferred = SUPPORTED_LANGUAGES.find((language) => language === saved);
  return preferred ?? matchAcceptLanguage(acceptLanguage) ?? FALLBACK_LANGUAGE;
}
