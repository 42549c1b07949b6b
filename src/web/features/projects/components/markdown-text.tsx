import { Fragment, type ReactNode } from 'react';
import { parseMarkdown, type Inline, type MarkdownBlock } from '#shared/markdown-subset';

function inline(parts: Inline[]): ReactNode {
  return parts.map((part, index) => {
    switch (part.kind) {
      case 'text':
        return <Fragment key={index}>{part.text}</Fragment>;
      case 'code':
        return (
          <code key={index} className="rounded bg-slate-100 px-1 py-0.5 text-[0.9em]">
            {part.text}
          </code>
        );
      case 'strong':
        return <strong key={index}>{inline(part.children)}</strong>;
      case 'em':
        return <em key={index}>{inline(part.children)}</em>;
      case 'link':
        return (
          // A member's link: followed by people, not by search engines' ranking.
          <a key={index} href={part.href} rel="nofollow ugc noopener" className="text-brand-700 underline">
            {inline(part.children)}
          </a>
        );
    }
  });
}

// Each text parsed once: the server renders the same case studies for visitor after visitor, and
// parsing (links checked as URLs) cost more than rendering the elements. The oldest text goes first.
const PARSED_TEXTS_MAX = 200;
const parsedTexts = new Map<string, MarkdownBlock[]>();

function parsedOnce(markdown: string): MarkdownBlock[] {
  const known = parsedTexts.get(markdown);
  if (known) return known;
  const blocks = parseMarkdown(markdown);
  if (parsedTexts.size >= PARSED_TEXTS_MAX) parsedTexts.delete(parsedTexts.keys().next().value ?? '');
  parsedTexts.set(markdown, blocks);
  return blocks;
}

/**
 * A text block as written (shared/markdown-subset.ts), as elements: what was typed is text, never
 * markup. Its headings are the page's h2 and h3, under the project's title.
 */
export function MarkdownText({ markdown }: { markdown: string }) {
  return (
    <div className="flex flex-col gap-4 text-lg leading-relaxed text-slate-700">
      {parsedOnce(markdown).map((block, index) => {
        if (block.kind === 'heading') {
          const Heading = block.level === 2 ? 'h2' : 'h3';
          const size = block.level === 2 ? 'mt-4 text-2xl' : 'mt-2 text-xl';
          return (
            <Heading key={index} className={`${size} font-semibold tracking-tight text-slate-900`}>
              {inline(block.children)}
            </Heading>
          );
        }
        if (block.kind === 'list') {
          const List = block.ordered ? 'ol' : 'ul';
          return (
            <List
              key={index}
              className={`flex flex-col gap-1 pl-6 ${block.ordered ? 'list-decimal' : 'list-disc'}`}
            >
              {block.items.map((item, itemIndex) => (
                <li key={itemIndex}>{inline(item)}</li>
              ))}
            </List>
          );
        }
        return <p key={index}>{inline(block.children)}</p>;
      })}
    </div>
  );
}
