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

/** Tells the server a choice was made (only that), so pages stop rendering the banner. */
export function rememberDecisionInCookie() {
  writePreferenceCookie(CONSENT_COOKIE, String(CONSENT_VERSION));
}

/**
 * Stores the visitor's choices in this browser and tells the server they decided; essential cookies
 * are always on. Answers the record and whether the browser kept it (storage can be full or
 * blocked). Also run by the page's early script when a choice is tapped before the app is live
 * (app/early-input/record.ts), so it carries nothing of the app's.
 */
export function writeConsent(choices: ConsentChoices): { consent: Consent; stored: boolean } {
  const consent: Consent = {
    version: CONSENT_VERSION,
    essential: true,
    analytics: choices.analytics,
    advertising: choices.advertising,
    decidedAt: new Date().toISOString(),
  };
  let stored = true;
  try {
    window.localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify(consent));
  } catch {
    stored = false;
  }
  rememberDecisionInCookie();
  return { consent, stored };
}

/** Dispatched on the document when the page's early script stored a choice: the app's store listens. */
export const CONSENT_WRITTEN_EVENT = 'atelier:consent-written';

/** What the banner's buttons say they choose (`data-consent-choice`), for the early script too. */
export const CONSENT_CHOICES = {
  none: { analytics: false, advertising: false },
  all: { analytics: true, advertising: true },
} as const satisfies Record<string, ConsentChoices>;
export type ConsentChoiceName = keyof typeof CONSENT_CHOICES;
