/**
 * Atelier's own translation store: a language's texts, looked up by dotted key, with English-style
 * plural keys (`_one`, `_other`... chosen by Intl.PluralRules) and `{{name}}` placeholders. It is what
 * the app used of i18next, in a sliver of its size: a phone downloads this before the app is live.
 * Texts are React children, never HTML, so placeholders are not escaped here.
 */

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

/** Translates with one language's texts. */
export function translatorFor(language: string, messages: Messages | undefined): TFunction {
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
    return options?.defaultValue !== undefined ? fill(options.defaultValue, options) : key;
  };
}

/**
 * The languages' texts, the current language, and who to tell when it changes. `load` fetches a
 * language's texts the first time it is chosen.
 */
export class Translations {
  private readonly messages = new Map<string, Messages>();
  private readonly listeners = new Set<Listener>();
  private current: { language: string; t: TFunction };

  constructor(
    language: string,
    private readonly load: (language: string) => Promise<Messages> = () => Promise.resolve({}),
    preloaded: Record<string, Messages> = {},
  ) {
    for (const [name, texts] of Object.entries(preloaded)) this.messages.set(name, texts);
    this.current = { language, t: translatorFor(language, this.messages.get(language)) };
  }

  get language() {
    return this.current.language;
  }

  /** The current language's translator; a new one whenever the language changes (React reads it). */
  get translator(): TFunction {
    return this.current.t;
  }

  /** Loads the language's texts if need be, then switches to it and tells every listener. */
  async changeLanguage(language: string) {
    if (!this.messages.has(language)) this.messages.set(language, await this.load(language));
    this.current = { language, t: translatorFor(language, this.messages.get(language)) };
    for (const listener of this.listeners) listener(language);
  }

  /** Calls back after every change of language; answers how to stop. */
  subscribe = (listener: Listener) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };
}
