// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { CONSENT_STORAGE_KEY } from '#shared/constants';
import { getConsent, saveConsent } from './consent-store';

describe('cookie consent record', () => {
  beforeEach(() => window.localStorage.clear());

  it('is absent until the visitor decides', () => {
    expect(getConsent()).toBeNull();
  });

  it('is stored as a v2 record with essential always on', () => {
    saveConsent({ analytics: false, advertising: true });
    const stored = JSON.parse(window.localStorage.getItem(CONSENT_STORAGE_KEY) ?? '{}');
    expect(stored).toMatchObject({ version: 2, essential: true, analytics: false, advertising: true });
    expect(getConsent()).toMatchObject({ analytics: false, advertising: true });
  });

  it('treats a record of another version or a broken record as no decision, so the banner asks again', () => {
    window.localStorage.setItem(
      CONSENT_STORAGE_KEY,
      JSON.stringify({ version: 1, essential: true, analytics: true, advertising: true, decidedAt: 'x' }),
    );
    expect(getConsent()).toBeNull();
    window.localStorage.setItem(CONSENT_STORAGE_KEY, '{not json');
    expect(getConsent()).toBeNull();
    for (const tampered of [
      { analytics: 'yes' },
      { essential: false },
      { decidedAt: 1 },
      { advertising: undefined },
    ]) {
      saveConsent({ analytics: false, advertising: false });
      const saved = JSON.parse(window.localStorage.getItem(CONSENT_STORAGE_KEY) ?? '{}') as object;
      const record = { ...saved, ...tampered };
      window.localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify(record));
      expect(getConsent()).toBeNull();
    }
    window.localStorage.setItem(CONSENT_STORAGE_KEY, 'null');
    expect(getConsent()).toBeNull();
  });
});
