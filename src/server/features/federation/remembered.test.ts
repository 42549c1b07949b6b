import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { remembered } from './remembered';

describe('answers remembered in the process', () => {
  beforeEach(() => vi.useFakeTimers({ now: new Date('2026-12-01T10:00:00Z'), toFake: ['Date'] }));
  afterEach(() => vi.useRealTimers());

  it('answers what was made for a key until its time is up, one making for callers at once', async () => {
    const remember = remembered<string>({ size: 10, ttlMs: 1000 });
    const make = vi.fn(async () => `made ${make.mock.calls.length}`);
    expect(await Promise.all([remember('a', make), remember('a', make)])).toEqual(['made 1', 'made 1']);
    vi.advanceTimersByTime(999);
    expect(await remember('a', make)).toBe('made 1');
    vi.advanceTimersByTime(1);
    expect(await remember('a', make)).toBe('made 2');
    expect(make).toHaveBeenCalledTimes(2);
  });

  it('keeps at most its size, the oldest dropped first', async () => {
    const remember = remembered<string>({ size: 2, ttlMs: 60_000 });
    const make = vi.fn(async () => 'made');
    for (const key of ['a', 'b', 'c']) await remember(key, make);
    await remember('c', make);
    await remember('b', make);
    expect(make).toHaveBeenCalledTimes(3);
    await remember('a', make);
    expect(make).toHaveBeenCalledTimes(4);
  });

  it('asks again after a failure, or after an answer it is told not to keep', async () => {
    const remember = remembered<string[]>({ size: 10, ttlMs: 60_000, keep: (value) => value.length > 0 });
    await expect(remember('a', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await remember('a', async () => [])).toEqual([]);
    expect(await remember('a', async () => ['key'])).toEqual(['key']);
    expect(await remember('a', async () => ['another'])).toEqual(['key']);
  });
});
