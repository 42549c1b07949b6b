import { describe, expect, it } from 'vitest';
import { typoBudget, typoDistance } from './typos';

describe('typoBudget', () => {
  it('forgives none below 5 letters, one from 5 to 8, two from 9', () => {
    expect(['rust', 'desi'].map(typoBudget)).toEqual([0, 0]);
    expect(['react', 'designer'].map(typoBudget)).toEqual([1, 1]);
    expect(['photograp', 'typography'].map(typoBudget)).toEqual([2, 2]);
  });

  it('counts letters, not UTF-16 units', () => {
    expect(typoBudget('日本語の本')).toBe(1);
    expect(typoBudget('𝒶𝒷𝒸𝒹')).toBe(0);
  });
});

describe('typoDistance', () => {
  it('counts a letter added, left out or changed as one typo', () => {
    expect(typoDistance('designn', 'design')).toBe(1);
    expect(typoDistance('desgn', 'design')).toBe(1);
    expect(typoDistance('dezign', 'design')).toBe(1);
  });

  it('counts two neighbours swapped as one typo, as Meilisearch does', () => {
    expect(typoDistance('desing', 'design')).toBe(1);
    expect(typoDistance('raect', 'react')).toBe(1);
  });

  it('adds typos up, and is zero for the same word', () => {
    expect(typoDistance('fotography', 'photography')).toBe(2);
    expect(typoDistance('fotogrphy', 'photography')).toBe(3);
    expect(typoDistance('design', 'design')).toBe(0);
    expect(typoDistance('', 'abc')).toBe(3);
  });
});
