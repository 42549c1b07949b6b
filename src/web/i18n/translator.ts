/**
 * Atelier's own translation store: a language's texts, looked up by dotted key, with English-style
 * plural keys (`_one`, `_other`... chosen by Intl.PluralRules) and `{{name}}` placeholders. It is what
 * the app used of i18next, in a sliver of its size: a phone downloads this before the app is live.
 * Texts are React children, never HTML, so placeholders are not escaped here.
 */

import { isInRest, joinParts, LOCALE_PARTS, type LocalePart } from './locale-parts';

/** A language's texts as its locale file holds them: nested objects of strings (and a few lists). */
export type Messages = { [key: string]: unknown };

export type TranslateOptions = {
  /** Picks the plural form (`key_one`, `key_other`...) and fills `{{count}}`. */
  count?: number;
  /** What to show when the key has no text. */
  defaultValue?: string;
  /** Answers the object or list at the key instead of a text. */
  returnObjects?: boolean;
  [placeholder: string]: unknown;
};

export type TFunction = (key: string, options?: TranslateOptions) => string;

type Listener = (language: string) => void;

function lookup(messages: Messages | undefined, key: string): unknown {
  let node: unknown = messages;
  for (const part of key.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Messages)[part];
  }
  return node;
}

// The texts found, by key, for each language's messages: the server renders every page with a new
// translator over the same messages, and a page asks for its keys again and again. Only keys that
// have a text are kept, so the cache is as small as the locale files.
const foundTexts = new WeakMap<Messages, Map<string, unknown>>();

function find(messages: Messages | undefined, key: string): unknown {
  if (!messages) return undefined;
  let found = foundTexts.get(messages);
  if (!found) foundTexts.set(messages, (found = new Map()));
  const known = found.get(key);
  if (known !== undefined) return known;
  const value = lookup(messages, key);
  if (value !== undefined) found.set(key, value);
  return value;
}

const pluralRules = new Map<string, Intl.PluralRules>();

/** A language's plural rules, built once: building them costs more than a page's every lookup. */
function pluralRulesOf(language: string) {
  let rules = pluralRules.get(language);
  if (!rules) pluralRules.set(language, (rules = new Intl.PluralRules(language)));
  return rules;
}

const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;

function fill(text: string, options: TranslateOptions | undefined) {
  if (!options) return text;
  return text.replace(PLACEHOLDER, (placeholder, name: string) =>
    options[name] === undefined ? placeholder : String(options[name]),
  );
}

/**
 * Translates with one language's texts. A key without a text answers what `missing` makes of it:
 * the key itself unless told otherwise.
 */
export function translatorFor(
  language: string,
  messages: Messages | undefined,
  missing: (key: string) => string = (key) => key,
): TFunction {
  const plurals = pluralRulesOf(language);
  return (key, options) => {
    let value: unknown;
    if (typeof options?.count === 'number') {
      value = find(messages, `${key}_${plurals.select(options.count)}`) ?? find(messages, `${key}_other`);
    }
    value ??= find(messages, key);
    if (typeof value === 'string') return fill(value, options);
    // A list or object is asked for as such (a legal document's sections); its type is the caller's.
    if (value !== undefined && options?.returnObjects) return value as string;
    return options?.defaultValue !== undefined ? fill(options.defaultValue, options) : missing(key);
  };
}

/**
 * The languages' texts, the current language, and who to tell when it changes. `load` fetches a part
 * of a language's texts (locale-parts.ts) the first time it is needed: the first part with the
 * language, the rest once asked for. Languages given whole at the start (the server's) need neither.
 */
export class Translations {
  private readonly messages = new Map<string, Messages>();
  private readonly partsHeld = new Map<string, Set<LocalePart>>();
  private readonly partsWanted = new Set<LocalePart>(['first']);
  private readonly loading = new Map<string, Promise<void>>();
  private readonly listeners = new Set<Listener>();
  private current: { language: string; t: TFunction };
  private restAskedFor = false;

  constructor(
    language: string,
    private readonly load: (language: string, part: LocalePart) => Promise<Messages> = () =>
      Promise.resolve({}),
    whole: Record<string, Messages> = {},
  ) {
    for (const [name, texts] of Object.entries(whole)) {
      this.messages.set(name, texts);
      this.partsHeld.set(name, new Set(LOCALE_PARTS));
    }
    this.current = this.translatorOf(language);
  }

  get language() {
    return this.current.language;
  }

  /** The current language's translator; a new one whenever its texts change (React reads it). */
  get translator(): TFunction {
    return this.current.t;
  }

  /** Whether a text of the rest of the language was asked for: the server's page then needs it. */
  get askedForRest() {
    return this.restAskedFor;
  }

  /**
   * Loads the language's texts if need be (the parts wanted so far, and any named here), then
   * switches to it and tells every listener.
   */
  async changeLanguage(language: string, parts: readonly LocalePart[] = []) {
    for (const part of parts) this.partsWanted.add(part);
    await this.holdWantedParts(language);
    this.current = this.translatorOf(language);
    this.tell();
  }

  /**
   * Loads a part of the current language's texts, and of each language chosen after; a part
   * already held is not fetched again. Listeners hear of the new texts.
   */
  async loadPart(part: LocalePart) {
    if (this.partsWanted.has(part) && this.partsHeld.get(this.language)?.has(part)) return;
    this.partsWanted.add(part);
    const language = this.language;
    await this.holdWantedParts(language);
    if (this.language !== language) return;
    this.current = this.translatorOf(language);
    this.tell();
  }

  /** Calls back after every change of language or of its texts; answers how to stop. */
  subscribe = (listener: Listener) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  private tell() {
    for (const listener of this.listeners) listener(this.language);
  }

  private async holdWantedParts(language: string) {
    const held = this.partsHeld.get(language) ?? new Set<LocalePart>();
    this.partsHeld.set(language, held);
    await Promise.all(
      [...this.partsWanted]
        .filter((part) => !held.has(part))
        .map((part) => {
          const key = `${language}:${part}`;
          let loading = this.loading.get(key);
          if (!loading) {
            loading = this.load(language, part).then(
              (texts) => {
                this.messages.set(language, joinParts(this.messages.get(language) ?? {}, texts));
                held.add(part);
              },
              (error: unknown) => {
                this.loading.delete(key);
                throw error;
              },
            );
            this.loading.set(key, loading);
          }
          return loading;
        }),
    );
  }

  private translatorOf(language: string) {
    const held = this.partsHeld.get(language);
    // A text of the rest asked for before the rest is here (a dialog opened on a visitor's page):
    // blank for the moment it takes to load, then drawn again with it.
    const missing = (key: string) => {
      if (held?.has('rest') || !isInRest(key)) return key;
      void this.loadPart('rest').catch((error: unknown) => {
        console.warn('The rest of the language could not be loaded', error);
      });
      return '';
    };
    const translate = translatorFor(language, this.messages.get(language), missing);
    const t: TFunction = (key, options) => {
      if (!this.restAskedFor && isInRest(key)) this.restAskedFor = true;
      return translate(key, options);
    };
    return { language, t };
  }
}
