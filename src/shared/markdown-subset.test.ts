import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { markdownPlainText, parseInline, parseMarkdown } from './markdown-subset';

const text = (value: string) => ({ kind: 'text', text: value });

describe('the Markdown of a text block', () => {
  it('reads headings, paragraphs and both kinds of list', () => {
    expect(
      parseMarkdown(
        '## The brief\nA shop that\nsells tea.\n\n- fast\n- kind\n  to phones\n\n1. Sketch\n2. Build\n### Notes',
      ),
    ).toEqual([
      { kind: 'heading', level: 2, children: [text('The brief')] },
      { kind: 'paragraph', children: [text('A shop that sells tea.')] },
      { kind: 'list', ordered: false, items: [[text('fast')], [text('kind to phones')]] },
      { kind: 'list', ordered: true, items: [[text('Sketch')], [text('Build')]] },
      { kind: 'heading', level: 3, children: [text('Notes')] },
    ]);
  });

  it('keeps the page one h1: a single # is a section too', () => {
    expect(parseMarkdown('# Big')).toEqual([{ kind: 'heading', level: 2, children: [text('Big')] }]);
  });

  it('marks bold, italic, code and http(s) links, nested where written so', () => {
    expect(
      parseInline('a **bold _and_ sure** move, `npm test`, *sly* [the site](https://example.com/a?b=1)'),
    ).toEqual([
      text('a '),
      { kind: 'strong', children: [text('bold '), { kind: 'em', children: [text('and')] }, text(' sure')] },
      text(' move, '),
      { kind: 'code', text: 'npm test' },
      text(', '),
      { kind: 'em', children: [text('sly')] },
      text(' '),
      { kind: 'link', href: 'https://example.com/a?b=1', children: [text('the site')] },
    ]);
  });

  it('reads anything else as the text it is: HTML, script links, stray marks, snake_case', () => {
    for (const typed of [
      '<img src=x onerror=alert(1)>',
      '[click](javascript:alert(1))',
      '[data](data:text/html;base64,PHNjcmlwdD4=)',
      '2 * 3 * 4',
      'snake_case_name',
      '** not bold **',
      '$& $1 \\ ` unclosed',
    ]) {
      expect(parseInline(typed), typed).toEqual([text(typed)]);
    }
  });

  it('gives search the words without their marks', () => {
    expect(markdownPlainText('## Tea **shop**\n\n- [site](https://tea.example)\n- `fast`')).toBe(
      'Tea shop\nsite\nfast',
    );
  });

  it('reads any text without failing, and says nothing that was not typed', () => {
    const marks = fc.constantFrom(
      '*',
      '_',
      '`',
      '[',
      ']',
      '(',
      ')',
      '#',
      '-',
      '1.',
      '\n',
      ' ',
      'https://a.b',
      'x',
    );
    fc.assert(
      fc.property(fc.array(fc.oneof(marks, fc.string()), { maxLength: 40 }), (pieces) => {
        const typed = pieces.join('');
        const words = markdownPlainText(typed).replace(/\s/g, '');
        expect(words.length).toBeLessThanOrEqual(typed.replace(/\s/g, '').length);
      }),
    );
  });
});
