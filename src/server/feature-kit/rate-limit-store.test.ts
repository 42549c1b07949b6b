import { describe, expect, it } from 'vitest';
import { MemoryCounters, routeKeyPrefix } from './rate-limit-store';

describe('in-memory read counters', () => {
  it('counts within a window and starts again after it', () => {
    const counters = new MemoryCounters();
    expect(counters.hit('a', 1000, 0)).toEqual({ current: 1, ttl: 1000 });
    expect(counters.hit('a', 1000, 400)).toEqual({ current: 2, ttl: 600 });
    expect(counters.hit('a', 1000, 1000)).toEqual({ current: 1, ttl: 1000 });
  });

  it('forgets the least recently hit key when full', () => {
    const counters = new MemoryCounters(2);
    counters.hit('a', 1000, 0);
    counters.hit('b', 1000, 0);
    counters.hit('a', 1000, 1);
    counters.hit('c', 1000, 2);
    expect(counters.hit('a', 1000, 3).current).toBe(3);
    expect(counters.hit('b', 1000, 3).current).toBe(1);
  });
});

describe('rate-limit key spaces', () => {
  it('names each route by method and path', () => {
    expect(routeKeyPrefix({ routeInfo: { method: 'POST', url: '/api/auth/sign-up' } })).toBe(
      'POST /api/auth/sign-up:',
    );
    expect(routeKeyPrefix({ routeInfo: { method: ['GET', 'HEAD'], url: '/api/explore' } })).toBe(
      'GET,HEAD /api/explore:',
    );
    expect(routeKeyPrefix({ keyPrefix: 'pages' })).toBe('pages:');
  });

  it('refuses a limiter that names no route', () => {
    expect(() => routeKeyPrefix({ routeInfo: {} })).toThrow();
  });
});
