import { describe, expect, it } from 'vitest';
import { displayNameSchema } from './profiles';
import { projectInputSchema } from './projects';
import { foldControlCharacters, foldToOneLine, singleLineText } from './single-line';

describe('singleLineText', () => {
  it('trims a line and keeps what any keyboard types', () => {
    expect(singleLineText().parse('  Zoë 李 — “maps” $& ')).toBe('Zoë 李 — “maps” $&');
  });

  it.each([
    'a\nb',
    'a\rb',
    'a\tb',
    'a\u0000b',
    'a\u0007b',
    'a\u001Bb',
    'a\u007Fb',
    'a\u0085b',
    'a\u2028b',
    'a\u2029b',
  ])('refuses %j', (text) => {
    expect(singleLineText().safeParse(text).error?.issues[0]?.message).toBe('invalidCharacters');
  });

  it('guards names and titles', () => {
    expect(displayNameSchema.safeParse('Ada\nLovelace').success).toBe(false);
    const project = projectInputSchema.safeParse({ title: 'Maps\r\nOpen it: https://evil.example' });
    expect(project.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toContainEqual([
      'title',
      'invalidCharacters',
    ]);
  });
});

describe('folding stored text', () => {
  it('puts a name on one line', () => {
    expect(foldToOneLine('Tess\nOpen it\r\u0007now\u2028')).toBe('Tess Open it  now ');
  });

  it('keeps the line breaks of a brief and nothing else', () => {
    expect(foldControlCharacters('one\r\ntwo\u0007\u2028three')).toBe('one\ntwo  three');
  });
});
