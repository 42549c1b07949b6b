import { describe, expect, it } from 'vitest';
import { excerptProblem } from '../../../scripts/check-how-to.mjs';

// The how-to check (scripts/check-how-to.mjs, in npm run check), shown refusing and accepting.
const SOURCE = [
  "import { z } from 'zod';",
  '',
  'export function greet(name: string) {',
  '  // Said once per visit.',
  "  const greeting = `Hello, ${name}`; // not 'Hi'",
  '  log(greeting);',
  '  return greeting;',
  '}',
].join('\n');

describe('a how-to excerpt', () => {
  it("is accepted when its lines are the file's, comments, blank lines and `...` aside", () => {
    const excerpt = [
      'export function greet(name: string) {',
      '  const greeting = `Hello, ${...}`; // the greeting',
      '  // ...log it',
      '  return greeting;',
      '}',
    ].join('\n');
    expect(excerptProblem(excerpt, SOURCE)).toBeNull();
  });

  it('is refused when a line differs from the file', () => {
    const excerpt = ['export function greet(name: string) {', '  return `Hi, ${name}`;', '}'].join('\n');
    expect(excerptProblem(excerpt, SOURCE)).toMatch(/return `Hi/);
  });

  it('is refused when it skips lines of the file without saying so', () => {
    const excerpt = ['export function greet(name: string) {', '  return greeting;'].join('\n');
    expect(excerptProblem(excerpt, SOURCE)).toMatch(/return greeting/);
  });
});
