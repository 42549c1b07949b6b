import {
  cloneElement,
  createContext,
  Fragment,
  isValidElement,
  useContext,
  useSyncExternalStore,
  type ReactElement,
  type ReactNode,
} from 'react';
import type { TFunction, Translations } from './translator';
import { i18n } from './instance';

/** The translations a tree renders with: the browser's one, or each server render's own. */
const TranslationsContext = createContext<Translations>(i18n);

export const TranslationsProvider = TranslationsContext.Provider;

/** The current language's `t`, and the translations (language, changeLanguage); re-renders on a change. */
export function useTranslation(): { t: TFunction; i18n: Translations } {
  const translations = useContext(TranslationsContext);
  const t = useSyncExternalStore(
    translations.subscribe,
    () => translations.translator,
    () => translations.translator,
  );
  return { t, i18n: translations };
}

// A tag around words in a text: <terms>Terms of Service</terms>.
const TAGGED = /<(\w+)>(.*?)<\/\1>/g;

/**
 * A text with links (or other elements) inside it: each `<name>words</name>` of the text becomes
 * the element given for `name`, holding those words.
 */
export function Trans({
  i18nKey,
  components,
}: {
  i18nKey: string;
  components: Record<string, ReactElement>;
}) {
  const { t } = useTranslation();
  const text = t(i18nKey);
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(TAGGED)) {
    const [whole, name = '', words = ''] = match;
    if (match.index > last) parts.push(text.slice(last, match.index));
    const element = components[name];
    parts.push(isValidElement(element) ? cloneElement(element, { key: parts.length }, words) : words);
    last = match.index + whole.length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return <Fragment>{parts}</Fragment>;
}
