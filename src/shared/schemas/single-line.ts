import { z } from 'zod';

/** Control characters (C0, DEL and C1, line breaks among them) and Unicode's line and paragraph separators. */
// Matching control characters is this pattern's whole purpose.
// eslint-disable-next-line no-control-regex
export const CONTROL_CHARACTERS = /[\u0000-\u001F\u007F-\u009F\u2028\u2029]/;

/**
 * A field of one line (a name, a title, a label), trimmed. It refuses any control character: an
 * input box cannot type one, and in the plain text of an email a line break inside someone's name
 * would start a line of its own, worded as they like.
 */
export const singleLineText = () =>
  z
    .string()
    .trim()
    .refine((text) => !CONTROL_CHARACTERS.test(text), { message: 'invalidCharacters' });

const CONTROL_RUNS = new RegExp(CONTROL_CHARACTERS.source, 'g');

/**
 * Text folded onto one line: each control character becomes a space. For what was stored before
 * single-line fields refused them, wherever one line is all a name or a title may take (the plain
 * text of an email, a subject).
 */
export const foldToOneLine = (text: string) => text.replace(CONTROL_RUNS, ' ');

/** Text whose line breaks stay (a brief, a message), with every other control character a space. */
export const foldControlCharacters = (text: string) =>
  text.replace(CONTROL_RUNS, (character) => (character === '\n' ? '\n' : character === '\r' ? '' : ' '));
