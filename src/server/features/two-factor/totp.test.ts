import { describe, expect, it } from 'vitest';
import { currentTotpCode, matchTotpStep, newTotpSecret } from './totp';

describe('TOTP', () => {
  const secret = newTotpSecret();
  const now = Date.UTC(2026, 10, 21, 12, 0, 15);
  const step = Math.floor(now / 30_000);

  it('matches the current code to its 30-second step', () => {
    expect(matchTotpStep(secret, currentTotpCode(secret, now), now)).toBe(step);
  });

  it('allows one step of clock drift either way, and no more', () => {
    expect(matchTotpStep(secret, currentTotpCode(secret, now - 30_000), now)).toBe(step - 1);
    expect(matchTotpStep(secret, currentTotpCode(secret, now + 30_000), now)).toBe(step + 1);
    expect(matchTotpStep(secret, currentTotpCode(secret, now - 60_000), now)).toBeNull();
  });

  it('refuses a code made from another secret', () => {
    expect(matchTotpStep(secret, currentTotpCode(newTotpSecret(), now), now)).toBeNull();
  });
});
