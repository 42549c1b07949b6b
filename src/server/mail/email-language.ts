import { FALLBACK_LANGUAGE, SUPPORTED_LANGUAGES, type SupportedLanguage } from '@shared/constants';

/** What is known about a recipient's language: the preference saved in their profile, and the request's header. */
export type LanguageHints = { saved?: string | null | undefined; acceptLanguage?: string | undefined };

/** The supported language a tag names, exactly or by its base language (pt-BR → pt, any zh → zh-CN). */
export function matchLanguageTag(tag: string): SupportedLanguage | undefined {
  const lower = tag.trim().toLowerCase();
  const exact = SUPPORTED_LANGUAGES.find((language) => language.toLowerCase() === lower);
  if (exact) return exact;
  const base = lower.split(/[-_]/)[0];
  // Chinese is offered in Simplified script only; the web app makes the same choice for every zh tag.
  if (base === 'zh') return 'zh-CN';
  return SUPPORTED_LANGUAGES.find((language) => language === base);
}

type Weighted = { tag: string; quality: number; position: number };

function parseRange(part: string, position: number): Weighted | undefined {
  const [tag = '', ...params] = part.split(';').map((piece) => piece.trim());
  if (!tag || tag === '*') return undefined;
  let quality = 1;
  for (const param of params) {
    const [key, value] = param.split('=').map((piece) => piece.trim());
    if (key?.toLowerCase() !== 'q') continue;
    quality = Number(value);
  }
  if (!Number.isFinite(quality) || quality <= 0 || quality > 1) return undefined;
  return { tag, quality, position };
}

/**
 * The best supported language in an Accept-Language header (RFC 9110): ranges by descending q,
 * ties in the order written; q=0 and `*` name nothing. Undefined when no range matches.
 */
export function matchAcceptLanguage(header: string | undefined): SupportedLanguage | undefined {
  if (!header) return undefined;
  const ranges = header
    .split(',')
    .map((part, position) => parseRange(part, position))
    .filter((range): range is Weighted => range !== undefined)
    .sort((a, b) => b.quality - a.quality || a.position - b.position);
  for (const range of ranges) {
    const language = matchLanguageTag(range.tag);
    if (language) return language;
  }
  return undefined;
}

/** The language to write to someone in: their saved preference, else the request's header, else English. */
export function chooseEmailLanguage({ saved, acceptLanguage }: LanguageHints): SupportedLanguage {
  const preferred = SUPPORTED_LANGUAGES.find((language) => language === saved);
  return preferred ?? matchAcceptLanguage(acceptLanguage) ?? FALLBACK_LANGUAGE;
}
