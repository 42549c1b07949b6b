import { isHttpUrl } from './http-url';

/**
 * The Markdown a case study's text block is written in: headings (## and ###), paragraphs, bulleted
 * and numbered lists, **bold**, *italic*, `code` and [links](https://...). It is parsed here into a
 * small tree that the page renders as React elements, never as HTML, so nothing typed can become
 * markup; a link's address is kept only when it is http(s). Anything else reads as the text it is.
 */
export type Inline =
  | { kind: 'text'; text: string }
  | { kind: 'strong' | 'em'; children: Inline[] }
  | { kind: 'code'; text: string }
  | { kind: 'link'; href: string; children: Inline[] };

export type MarkdownBlock =
  | { kind: 'heading'; level: 2 | 3; children: Inline[] }
  | { kind: 'paragraph'; children: Inline[] }
  | { kind: 'list'; ordered: boolean; items: Inline[][] };

const HEADING = /^(#{1,6})\s+(.*?)\s*#*\s*$/;
const BULLET = /^\s*[-*+]\s+(.*)$/;
const NUMBERED = /^\s*\d{1,9}[.)]\s+(.*)$/;
// One inline mark at a time, the earliest first: a link, code, bold, then italic.
const INLINE =
  /\[([^\]\n]+)\]\(\s*([^()\s]+)\s*\)|`([^`\n]+)`|\*\*(?=\S)([^*]*?\S)\*\*|\*(?=\S)([^*\n]*?\S)\*|\b_(?=\S)([^_\n]*?\S)_\b/;

/** The inline marks of a run of text. */
export function parseInline(text: string): Inline[] {
  const parts: Inline[] = [];
  let rest = text;
  while (rest) {
    const match = INLINE.exec(rest);
    if (!match) {
      parts.push({ kind: 'text', text: rest });
      break;
    }
    if (match.index > 0) parts.push({ kind: 'text', text: rest.slice(0, match.index) });
    const [whole, linkText, href, code, strong, em, underscored] = match;
    if (linkText !== undefined && href !== undefined) {
      parts.push(
        isHttpUrl(href)
          ? { kind: 'link', href, children: parseInline(linkText) }
          : { kind: 'text', text: whole },
      );
    } else if (code !== undefined) parts.push({ kind: 'code', text: code });
    else if (strong !== undefined) parts.push({ kind: 'strong', children: parseInline(strong) });
    else parts.push({ kind: 'em', children: parseInline(em ?? underscored ?? '') });
    rest = rest.slice(match.index + whole.length);
  }
  // Neighbouring text runs read as one.
  return parts.reduce<Inline[]>((merged, part) => {
    const last = merged.at(-1);
    if (last?.kind === 'text' && part.kind === 'text') last.text += part.text;
    else merged.push(part);
    return merged;
  }, []);
}

/** The blocks of a text: a blank line ends a paragraph or a list; a heading is one line. */
export function parseMarkdown(markdown: string): MarkdownBlock[] {
  const blocks: MarkdownBlock[] = [];
  let paragraph: string[] = [];
  let list: { ordered: boolean; items: string[] } | null = null;
  const flush = () => {
    if (paragraph.length > 0) blocks.push({ kind: 'paragraph', children: parseInline(paragraph.join(' ')) });
    if (list) blocks.push({ kind: 'list', ordered: list.ordered, items: list.items.map(parseInline) });
    paragraph = [];
    list = null;
  };
  for (const raw of markdown.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trim();
    const heading = HEADING.exec(line);
    const bullet = BULLET.exec(raw);
    const numbered = bullet ? null : NUMBERED.exec(raw);
    if (!line) flush();
    else if (heading) {
      flush();
      // The page's title is its one h1: '#' and '##' are its sections, deeper ones their parts.
      const level = (heading[1] ?? '').length <= 2 ? 2 : 3;
      blocks.push({ kind: 'heading', level, children: parseInline(heading[2] ?? '') });
    } else if (bullet || numbered) {
      const ordered = numbered !== null;
      if (paragraph.length > 0 || (list && list.ordered !== ordered)) flush();
      list ??= { ordered, items: [] };
      list.items.push(((bullet ?? numbered)?.[1] ?? '').trim());
    } else if (list && /^\s/.test(raw)) {
      // An indented line goes on with the item above it.
      list.items[list.items.length - 1] += ` ${line}`;
    } else {
      if (list) flush();
      paragraph.push(line);
    }
  }
  flush();
  return blocks;
}

function inlineText(parts: Inline[]): string {
  return parts.map((part) => ('children' in part ? inlineText(part.children) : part.text)).join('');
}

/** The words of a text, without its marks: what search indexes and a preview shows. */
export function markdownPlainText(markdown: string): string {
  return parseMarkdown(markdown)
    .map((block) =>
      block.kind === 'list' ? block.items.map(inlineText).join('\n') : inlineText(block.children),
    )
    .join('\n');
}
