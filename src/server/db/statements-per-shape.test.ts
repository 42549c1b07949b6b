import { describe, expect, it } from 'vitest';
import type { Database } from './client';
import { statementsPerShape } from './statements-per-shape';

type Shape = { words: boolean; cursor: boolean };

describe('statements built once per shape', () => {
  it('builds a shape once per database and keeps the shapes apart', () => {
    const built: string[] = [];
    const statementsFor = statementsPerShape(
      (shape: Shape) => `${Number(shape.words)}${Number(shape.cursor)}`,
      (_db, shape) => {
        built.push(JSON.stringify(shape));
        return { shape };
      },
    );
    // Only the identity of a database matters here; no query is run.
    const first = {} as Database;
    const second = {} as Database;
    const plain = statementsFor(first, { words: false, cursor: false });
    expect(statementsFor(first, { words: false, cursor: false })).toBe(plain);
    expect(statementsFor(first, { words: true, cursor: false })).not.toBe(plain);
    expect(statementsFor(second, { words: false, cursor: false })).not.toBe(plain);
    expect(built).toEqual([
      '{"words":false,"cursor":false}',
      '{"words":true,"cursor":false}',
      '{"words":false,"cursor":false}',
    ]);
  });
});
