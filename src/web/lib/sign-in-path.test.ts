import { describe, expect, it } from 'vitest';
import { returnAddressFor, signInPath } from './sign-in-path';

describe('signInPath', () => {
  it('opens Sign In with nothing to return to', () => {
    expect(signInPath()).toBe('/auth');
  });

  it('answers at /login for a gate', () => {
    expect(signInPath({ tab: 'sign-up' }, '/login')).toBe('/login?tab=sign-up');
  });

  it('names the tab, the reason and the page to come back to', () => {
    expect(signInPath({ tab: 'sign-up', reason: 'like', from: '/services/42?review=7' })).toBe(
      '/auth?tab=sign-up&reason=like&from=%2Fservices%2F42%3Freview%3D7',
    );
  });
});

describe('returnAddressFor', () => {
  it('keeps a page with something to resume', () => {
    expect(returnAddressFor('/projects/9')).toBe('/projects/9');
    expect(returnAddressFor('/explore?q=logo')).toBe('/explore?q=logo');
    expect(returnAddressFor('/authors-page')).toBe('/authors-page');
  });

  it.each(['/', '/auth', '/login?from=%2Fx', '/verify-email', '/onboarding', '/banned'])(
    'has nothing to resume on %s',
    (path) => {
      expect(returnAddressFor(path)).toBeUndefined();
    },
  );
});
