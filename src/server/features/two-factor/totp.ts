import { Secret, TOTP } from 'otpauth';
import { PRODUCT_NAME } from '#shared/constants';

const PERIOD_SECONDS = 30;

function totpFor(secretBase32: string, label = '') {
  return new TOTP({
    issuer: PRODUCT_NAME,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secretBase32),
  });
}

/** A new random TOTP secret (160 bits), base32 as authenticator apps expect. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The otpauth:// link an authenticator app reads from the QR code. */
export function totpUri(secretBase32: string, accountLabel: string): string {
  return totpFor(secretBase32, accountLabel).toString();
}

/**
 * The 30-second step a code belongs to (one step of clock drift allowed either way), or null when
 * it matches none. Callers accept a step only once, so a code cannot be replayed.
 */
export function matchTotpStep(secretBase32: string, code: string, now = Date.now()): number | null {
  const delta = totpFor(secretBase32).validate({ token: code, timestamp: now, window: 1 });
  if (delta === null) return null;
  return Math.floor(now / 1000 / PERIOD_SECONDS) + delta;
}

/** The current code, for tests that play the authenticator app. */
export function currentTotpCode(secretBase32: string, now = Date.now()): string {
  return totpFor(secretBase32).generate({ timestamp: now });
}
