import { createContext, useContext, useSyncExternalStore } from 'react';
import { CONSENT_COOKIE, CONSENT_STORAGE_KEY, CONSENT_VERSION } from '#shared/constants';
import { CONSENT_WRITTEN_EVENT, writeConsent, type Consent, type ConsentChoices } from './consent-record';

export type { Consent, ConsentChoices } from './consent-record';
export { rememberDecisionInCookie } from './consent-record';

const listeners = new Set<() => void>();
let cached: { raw: string | null; consent: Consent | null } | undefined;

function readStorage(): string | null {
  try {
    return window.localStorage.getItem(CONSENT_STORAGE_KEY);
  } catch {
    return null;
  }
}

/**
 * Whether a stored record is a decision of this consent version. Checked by hand: every page asks,
 * and zod would add its whole library to the first load for five fields.
 */
function isConsent(record: unknown): record is Consent {
  if (typeof record !== 'object' || record === null) return false;
  const { version, essential, analytics, advertising, decidedAt } = record as Record<string, unknown>;
  return (
    version === CONSENT_VERSION &&
    essential === true &&
    typeof analytics === 'boolean' &&
    typeof advertising === 'boolean' &&
    typeof decidedAt === 'string'
  );
}

/** The stored choices, or null when the visitor has not decided (or the record is unreadable). */
export function getConsent(): Consent | null {
  const raw = readStorage();
  if (cached && cached.raw === raw) return cached.consent;
  let consent: Consent | null = null;
  if (raw) {
    try {
      const record: unknown = JSON.parse(raw);
      consent = isConsent(record) ? record : null;
    } catch {
      consent = null;
    }
  }
  cached = { raw, consent };
  return consent;
}

/** Records the visitor's choices; essential cookies are always on. */
export function saveConsent(choices: ConsentChoices) {
  const { consent, stored } = writeConsent(choices);
  // Storage full or blocked: the choice still holds for this page's life.
  if (!stored) cached = { raw: null, consent };
  for (const listener of listeners) listener();
}

const decidedCookie = `${CONSENT_COOKIE}=${CONSENT_VERSION}`;

/** Whether the server was told of a decision: what it rendered the page from. */
const decidedByCookie = () => document.cookie.split('; ').includes(decidedCookie);

/**
 * The server renderer's answer to 'has this visitor decided?', from the request's cookie; in the
 * browser, the same answer from the page's state, for hydration to render what the server did.
 */
export const ConsentDecidedOnServer = createContext<boolean | null>(null);

/**
 * Whether the visitor has decided: on the server and while hydrating, as the request's cookie told
 * the server (a choice tapped before the app was live has written the cookie since); then as this
 * browser's record tells.
 */
export function useConsentDecided(): boolean {
  const onServer = useContext(ConsentDecidedOnServer);
  return useSyncExternalStore(
    subscribe,
    () => getConsent() !== null,
    () => onServer ?? decidedByCookie(),
  );
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === CONSENT_STORAGE_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  // A choice the page's early script made while the app was hydrating (app/early-input/record.ts).
  document.addEventListener(CONSENT_WRITTEN_EVENT, listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
    document.removeEventListener(CONSENT_WRITTEN_EVENT, listener);
  };
}

/**
 * The visitor's choices; undefined while unknown, which is on the server and while a server-rendered
 * page hydrates (the choice lives in this browser only).
 */
export function useConsent(): Consent | null | undefined {
  return useSyncExternalStore(subscribe, getConsent, () => undefined);
}
