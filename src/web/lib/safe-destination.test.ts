import { describe, expect, it } from 'vitest';
import { safeDestination } from './safe-destination';

describe('safeDestination', () => {
  it('goes to /settings by default', () => {
    expect(safeDestination(null)).toBe('/settings');
  });

  it('keeps an in-app path', () => {
    expect(safeDestination('/services/42?review=7')).toBe('/services/42?review=7');
  });

  it.each([
    'https://evil.example',
    '//evil.example',
    '/\\evil.example',
    '/path\\..\\',
    'javascript:alert(1)',
    // What /auth?from=/%09/evil.example and /%0A/ decode to: a browser drops the tab and the line break.
    '/\t/evil.example',
    '/\n/evil.example',
    '/\r/evil.example',
    '/\u0000/evil.example',
    '/\u007F/evil.example',
  ])('never leaves the site for %s', (from) => {
    expect(safeDestination(from)).toBe('/settings');
  });
});
