import { describe, expect, it } from 'vitest';
import { safeDestination } from './safe-destination';

describe('safeDestination', () => {
  it('goes to /settings by default', () => {
    expect(safeDestination(null)).toBe('/settings');
  });

  it('keeps an in-app path', () => {
    expect(safeDestination('/services/42?review=7')).toBe('/services/42?review=7');
  });

  it.each(['https://evil.example', '//evil.example', '/\\evil.example', 'javascript:alert(1)'])(
    'never leaves the site for %s',
    (from) => {
      expect(safeDestination(from)).toBe('/settings');
    },
  );
});
