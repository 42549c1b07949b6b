import { createContext, useContext, useSyncExternalStore } from 'react';
import { CONSENT_COOKIE, CONSENT_STORAGE_KEY, CONSENT_VERSION } from '#shared/constants';
import { writePreferenceCookie } from './preference-cookie';

/** The visitor's cookie choices, stored in this browser under a versioned key (v2). */
export interface Consent {
  version: typeof CONSENT_VERSION;
  essential: true;
  analytics: boolean;
  advertising: boolean;
  decidedAt: string;
}
export type ConsentChoices = Pick<Consent, 'analytics' | 'advertising'>;

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
  const consent: Consent = {
    version: CONSENT_VERSION,
    essential: true,
    analytics: choices.analytics,
    advertising: choices.advertising,
    decidedAt: new Date().toISOString(),
  };
  try {
    window.localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify(consent));
  } catch {
    // Storage can be full or blocked; the choice still holds for this page's life.
    cached = { raw: null, consent };
  }
  rememberDecisionInCookie();
  for (const listener of listeners) listener();
}

const decidedCookie = `${CONSENT_COOKIE}=${CONSENT_VERSION}`;

/** Tells the server a choice was made (only that), so pages stop rendering the banner. */
export function rememberDecisionInCookie() {
  writePreferenceCookie(CONSENT_COOKIE, String(CONSENT_VERSION));
}

/** Whether the server was told of a decision: what it rendered the page from. */
const decidedByCookie = () => document.cookie.split('; ').includes(decidedCookie);

/** The server renderer's answer to 'has this visitor decided?', from the request's cookie. */
export const ConsentDecidedOnServer = createContext<boolean | null>(null);

/**
 * Whether the visitor has decided: on the server and while hydrating, as the cookie tells (both sides
 * see the same); then as this browser's record tells.
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
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/**
 * The visitor's choices; undefined while unknown, which is on the server and while a server-rendered
 * page hydrates (the choice lives in this browser only).
 */
export function useConsent(): Consent | null | undefined {
  return useSyncExternalStore(subscribe, getConsent, () => undefined);
}
