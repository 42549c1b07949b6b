import { RESEND_VERIFICATION_COOLDOWN_MS } from '#shared/constants';

// What the verify-email screen needs across reloads: the address signed up with, and when the
// resend button may be pressed again (the server enforces the same minute).
const PENDING_EMAIL_KEY = 'atelier-pending-email';
const RESEND_AVAILABLE_AT_KEY = 'atelier-resend-available-at';

export function rememberPendingEmail(email: string) {
  localStorage.setItem(PENDING_EMAIL_KEY, email);
  startResendCooldown();
}

/** Calls back when another tab of this browser changes what is kept (signs up again). */
export function watchPendingEmail(changed: () => void) {
  window.addEventListener('storage', changed);
  return () => window.removeEventListener('storage', changed);
}

/** The address signed up with in this browser; none on the server, which has no such memory. */
export function getPendingEmail(): string | null {
  return typeof localStorage === 'undefined' ? null : localStorage.getItem(PENDING_EMAIL_KEY);
}

export function forgetPendingEmail() {
  localStorage.removeItem(PENDING_EMAIL_KEY);
  localStorage.removeItem(RESEND_AVAILABLE_AT_KEY);
}

export function startResendCooldown() {
  localStorage.setItem(RESEND_AVAILABLE_AT_KEY, String(Date.now() + RESEND_VERIFICATION_COOLDOWN_MS));
}

/** Whole seconds until resending is allowed again, 0 when it is. */
export function resendSecondsLeft(now = Date.now()): number {
  if (typeof localStorage === 'undefined') return 0;
  const availableAt = Number(localStorage.getItem(RESEND_AVAILABLE_AT_KEY) ?? 0);
  return Math.max(0, Math.ceil((availableAt - now) / 1000));
}
