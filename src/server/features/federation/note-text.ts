import { COMMENT_MAX_LENGTH } from '#shared/constants';

// A Note's content is HTML, as Mastodon writes it: paragraphs, line breaks, links and mentions. A
// comment is plain text, shown escaped, so only the words are kept: no markup of another server's
// ever reaches a page here.

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

/** A character reference's character; the reference itself when it names none. */
function decodeEntity(entity: string, name: string): string {
  if (name.startsWith('#')) {
    const code =
      name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
    const valid = Number.isInteger(code) && code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff);
    return valid ? String.fromCodePoint(code) : '';
  }
  return NAMED_ENTITIES[name.toLowerCase()] ?? entity;
}

// Control characters but the line break, which a paragraph becomes.
// eslint-disable-next-line no-control-regex -- these are the characters to take out
const CONTROL_CHARACTERS = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/g;
// The mentions Mastodon opens a reply with (`@nora@atelier.example`), which name whom it answers.
const LEADING_MENTIONS = /^(?:@[\p{L}\p{N}_.-]+(?:@[\p{L}\p{N}.-]+)?(?:\s+|$))+/u;

// The most HTML a Note may have to be read as a comment: sixteen times a comment's length leaves room
// for the markup of links and mentions. The tag patterns below rescan from each '<' that has no '>',
// so an inbox's 256 KB of them would hold the process for a minute; past this, it is no comment.
const NOTE_HTML_MAX_LENGTH = 16 * COMMENT_MAX_LENGTH;

/**
 * The words of a Note's HTML content, paragraphs as blank lines, without its opening mentions; none
 * for content too long to be a comment's.
 */
export function noteText(html: string): string {
  if (html.length > NOTE_HTML_MAX_LENGTH) return '';
  return html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/p\s*>\s*<p[^>]*>/gi, '\n\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, decodeEntity)
    .replace(CONTROL_CHARACTERS, ' ')
    .replace(/[ \t]+\n/g, '\n')
    .trim()
    .replace(LEADING_MENTIONS, '')
    .trim();
}
