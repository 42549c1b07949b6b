import { describe, expect, it } from 'vitest';
import { isReservedHandle } from './reserved-handles';

describe('reserved handles', () => {
  it.each([
    'explore',
    'people',
    'services',
    'admin',
    'settings',
    'api',
    'auth',
    'login',
    'new',
    'privacy',
    'terms',
    'feedback',
    'banned',
    'warning',
    'messages',
    'onboarding',
    'projects',
  ])('refuses the route word %s', (word) => {
    expect(isReservedHandle(word)).toBe(true);
    expect(isReservedHandle(word.toUpperCase())).toBe(true);
  });

  it('allows ordinary handles', () => {
    expect(isReservedHandle('ada')).toBe(false);
    expect(isReservedHandle('explorer42')).toBe(false);
  });
});
