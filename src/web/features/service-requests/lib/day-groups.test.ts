import { describe, expect, it } from 'vitest';
import { groupByDay } from './day-groups';

describe('groupByDay', () => {
  const items = [
    { id: 'a', createdAt: '2026-11-22T22:30:00.000Z' },
    { id: 'b', createdAt: '2026-11-22T23:30:00.000Z' },
    { id: 'c', createdAt: '2026-11-23T09:00:00.000Z' },
  ];
  const ids = (timeZone: string) =>
    groupByDay(items, 'en', timeZone).map((group) => group.items.map((item) => item.id));

  it('groups by the reader’s local day, labelled in their language', () => {
    expect(ids('UTC')).toEqual([['a', 'b'], ['c']]);
    expect(ids('Europe/Paris')).toEqual([['a'], ['b', 'c']]);
    expect(groupByDay(items, 'en', 'UTC')[0]?.label).toBe('Sunday, November 22, 2026');
  });
});
