import type { Messages } from './translator';

/**
 * A language's texts come in two parts (docs/decisions/0076-public-pages-on-preact.md): what a
 * visitor's pages show, loaded before a page is live, and the rest, loaded with a member's page, a
 * screen reached later, or the first text asked for that the first part lacks.
 */
export type LocalePart = 'first' | 'rest';

export const LOCALE_PARTS: readonly LocalePart[] = ['first', 'rest'];

/** A part's module as the web build's manifest names it: the server preloads its chunk. */
export const localePartModule = (language: string, part: LocalePart) =>
  `i18n/locales/${language}.json?part=${part}`;

/**
 * The texts of the rest, by group or group.subgroup: members' own screens and tools (settings, the
 * admin, the workspace, the top bar's menus...), the steps of an account's sign-in beyond the
 * sign-in form, the legal pages, and the project form. A signed-in member's
 * pages load both parts. Everything else is in the first part.
 */
const REST_OF_LANGUAGE = [
  'account',
  'admin',
  'banned',
  'drafts',
  'feedback',
  'home',
  'inlineName',
  'insights',
  'legal',
  'mfa',
  'notifications',
  'onboarding',
  'project.form',
  'recovery',
  'requests',
  'resetPassword',
  'settings',
  'twoFactor',
  'unsubscribe',
  'verifyEmail',
  'warning',
  'workspace',
];

const restGroups = new Set(REST_OF_LANGUAGE.filter((path) => !path.includes('.')));
const restSubgroups = new Set(REST_OF_LANGUAGE.filter((path) => path.includes('.')));

/** Whether a text's key (`settings.title`, `project.form.save`) is in the rest of its language. */
export function isInRest(key: string): boolean {
  const groupEnd = key.indexOf('.');
  const group = groupEnd < 0 ? key : key.slice(0, groupEnd);
  if (restGroups.has(group)) return true;
  if (groupEnd < 0) return false;
  const subgroupEnd = key.indexOf('.', groupEnd + 1);
  return restSubgroups.has(subgroupEnd < 0 ? key : key.slice(0, subgroupEnd));
}

const isGroup = (value: unknown): value is Messages =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** One part of a language's texts, keeping the nesting of the locale file. */
export function partOf(messages: Messages, part: LocalePart): Messages {
  const taken: Messages = {};
  for (const [group, texts] of Object.entries(messages)) {
    if (restGroups.has(group)) {
      if (part === 'rest') taken[group] = texts;
      continue;
    }
    if (!isGroup(texts)) {
      if (part === 'first') taken[group] = texts;
      continue;
    }
    const kept = Object.fromEntries(
      Object.entries(texts).filter(([name]) => restSubgroups.has(`${group}.${name}`) === (part === 'rest')),
    );
    if (Object.keys(kept).length > 0) taken[group] = kept;
  }
  return taken;
}

/** Both parts together again (or one part and nothing). */
export function joinParts(one: Messages, other: Messages): Messages {
  const joined: Messages = { ...one };
  for (const [group, texts] of Object.entries(other)) {
    const held = joined[group];
    joined[group] = isGroup(held) && isGroup(texts) ? { ...held, ...texts } : texts;
  }
  return joined;
}
