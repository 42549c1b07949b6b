import { describe, expect, it } from 'vitest';
import { primaryCtaTarget } from './primary-cta-target';

const profile = {
  handle: 'nora',
  primaryCta: 'hire' as const,
  primaryCtaUrl: null,
  isSelf: false,
  isBlocked: false,
  services: [{ id: 'one' }],
};

describe('primaryCtaTarget', () => {
  it("keeps the creator's own link, whatever the action and whether they list services", () => {
    const url = 'https://nora.example/hire';
    expect(primaryCtaTarget({ ...profile, primaryCtaUrl: url }, true)).toEqual({
      kind: 'external',
      href: url,
    });
    expect(
      primaryCtaTarget({ ...profile, primaryCta: 'contact', primaryCtaUrl: url, services: [] }, false),
    ).toEqual({ kind: 'external', href: url });
  });

  it("leads 'Hire me' without a link to the services: an anchor on the profile, the profile's section elsewhere", () => {
    expect(primaryCtaTarget(profile, true)).toEqual({ kind: 'services', href: '#services' });
    expect(primaryCtaTarget(profile, false)).toEqual({ kind: 'services', href: '/nora#services' });
    // The creator sees where their visitors are led.
    expect(primaryCtaTarget({ ...profile, isSelf: true }, true)).toEqual({
      kind: 'services',
      href: '#services',
    });
  });

  it("leads 'Hire me' without a link or a service to a message to the creator", () => {
    expect(primaryCtaTarget({ ...profile, services: [] }, true)).toEqual({
      kind: 'message',
      href: '/messages?to=nora',
    });
  });

  it('offers no message to oneself, nor to someone the viewer blocked', () => {
    expect(primaryCtaTarget({ ...profile, services: [], isSelf: true }, true)).toBeNull();
    expect(primaryCtaTarget({ ...profile, services: [], isBlocked: true }, true)).toBeNull();
  });

  it('shows nothing without an action, or for another action without a link', () => {
    expect(primaryCtaTarget({ ...profile, primaryCta: null }, true)).toBeNull();
    expect(primaryCtaTarget({ ...profile, primaryCta: 'custom' }, true)).toBeNull();
  });
});
