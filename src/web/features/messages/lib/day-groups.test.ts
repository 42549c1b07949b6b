import { describe, expect, it } from 'vitest';
import type { Message } from '#shared/schemas/messages';
import { groupByDay } from './day-groups';

const message = (id: string, createdAt: string): Message => ({
  id,
  mine: false,
  content: id,
  createdAt,
  editedAt: null,
  deleted: false,
});

describe('groupByDay', () => {
  const messages = [
    message('a', '2026-11-22T22:30:00.000Z'),
    message('b', '2026-11-22T23:30:00.000Z'),
    message('c', '2026-11-23T09:00:00.000Z'),
  ];

  it('groups by the reader’s local day, not by UTC', () => {
    expect(groupByDay(messages, 'en', 'UTC').map((group) => group.messages.map((m) => m.id))).toEqual([
      ['a', 'b'],
      ['c'],
    ]);
    // An hour ahead of UTC, 23:30 UTC is already the next day.
    expect(
      groupByDay(messages, 'en', 'Europe/Paris').map((group) => group.messages.map((m) => m.id)),
    ).toEqual([['a'], ['b', 'c']]);
  });

  it('labels each day in the reader’s language', () => {
    const [first] = groupByDay(messages, 'de', 'UTC');
    expect(first?.label).toBe('Sonntag, 22. November 2026');
    expect(groupByDay([], 'en')).toEqual([]);
  });
});
