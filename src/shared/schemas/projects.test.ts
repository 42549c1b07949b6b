import { describe, expect, it } from 'vitest';
import { slugify, splitStack } from './projects';

describe('slugify', () => {
  it('follows the spec: lowercase, symbols removed, spaces to hyphens, hyphens collapsed', () => {
    expect(slugify('My  Great -- Project!')).toBe('my-great-project');
    expect(slugify('Café au lait 2.0')).toBe('cafe-au-lait-20');
  });
  it('cuts to 50 characters without a trailing hyphen', () => {
    const slug = slugify(`${'a'.repeat(49)} b`);
    expect(slug.length).toBeLessThanOrEqual(50);
    expect(slug.endsWith('-')).toBe(false);
  });
  it('falls back when nothing usable is left', () => {
    expect(slugify('日本語のタイトル')).toBe('project');
  });
});

describe('splitStack', () => {
  it('splits on commas and drops blanks', () => {
    expect(splitStack('React, , Node ,TypeScript')).toEqual(['React', 'Node', 'TypeScript']);
  });
});
