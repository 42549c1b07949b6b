import { describe, expect, it } from 'vitest';
import { findUnstorableInput } from './unstorable-input';

describe('input that cannot be stored as sent', () => {
  it('accepts ordinary text, emoji and CJK', () => {
    expect(
      findUnstorableInput({ bio: 'Hello 😀 你好', skills: ['a', 'b'], n: 1, ok: true, none: null }),
    ).toBe(null);
  });

  it.each([
    [{ bio: 'a\u0000b' }, 'bio'],
    [{ skills: ['ok', 'x\ud800'] }, 'skills.1'],
    [{ nested: { deeper: '\udc00y' } }, 'nested.deeper'],
    [{ 'key\u0000': 'v' }, 'key\u0000'],
  ])('finds %o at %s', (input, path) => {
    expect(findUnstorableInput(input)).toEqual({ path, messageId: 'invalidCharacters' });
  });

  it('refuses nesting far deeper than any request, without exhausting the stack', () => {
    const deep = JSON.parse(`${'['.repeat(100_000)}${']'.repeat(100_000)}`);
    expect(findUnstorableInput({ deep })?.messageId).toBe('validationError');
  });
});
