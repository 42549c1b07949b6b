import { describe, expect, it } from 'vitest';
import { formatRelativeTime } from './relative-time';

describe('formatRelativeTime', () => {
  const now = Date.UTC(2026, 10, 21, 12, 0, 0);

  it.each([
    [now - 5_000, '5 seconds ago'],
    [now - 3 * 60_000, '3 minutes ago'],
    [now - 2 * 3600_000, '2 hours ago'],
    [now - 24 * 3600_000, 'yesterday'],
    [now - 3 * 24 * 3600_000, '3 days ago'],
  ])('says %s in English', (time, expected) => {
    expect(formatRelativeTime(new Date(time), 'en', now)).toBe(expected);
  });

  it('speaks the reader’s language', () => {
    expect(formatRelativeTime(new Date(now - 3 * 24 * 3600_000), 'de', now)).toBe('vor 3 Tagen');
  });
});
