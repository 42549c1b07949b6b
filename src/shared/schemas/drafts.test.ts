import { describe, expect, it } from 'vitest';
import { draftPayloadBytes } from './drafts';

describe('draftPayloadBytes', () => {
  it('counts the bytes PostgreSQL prints a jsonb value in: UTF-8, with a space after each : and ,', () => {
    // {"a": 1, "b": [1, 2]}
    expect(draftPayloadBytes({ a: 1, b: [1, 2] })).toBe('{"a": 1, "b": [1, 2]}'.length);
    // {"t": "é😀"}: é is 2 bytes, the emoji 4.
    expect(draftPayloadBytes({ t: 'é😀' })).toBe('{"t": ""}'.length + 2 + 4);
    expect(draftPayloadBytes({})).toBe(2);
    expect(draftPayloadBytes({ list: [] })).toBe('{"list": []}'.length);
  });
});
