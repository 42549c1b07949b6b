import { CONTROL_CHARACTERS } from '#shared/schemas/single-line';

// Resolves a path without a site of its own; a path that lands anywhere else names another site.
const HERE = 'https://atelier.invalid';

/**
 * Where to go after signing in: an in-app path from `from`, never another site; /settings by default.
 * Any control character refuses it: a browser drops tabs and line breaks from an address before
 * reading it, so '/\t/evil.example' would be '//evil.example', another site.
 */
export function safeDestination(from: string | null): string {
  if (!from || !from.startsWith('/') || CONTROL_CHARACTERS.test(from) || from.includes('\\'))
    return '/settings';
  let url: URL;
  try {
    url = new URL(from, HERE);
  } catch {
    return '/settings';
  }
  if (url.origin !== HERE || from.startsWith('//')) return '/settings';
  return from;
}
