import type { PublicProfile } from '#shared/schemas/profiles';

/** The id of a profile page's services section: 'Hire me' and other pages lead to it. */
export const SERVICES_SECTION_ID = 'services';

/** Where a profile's main action leads, and how the link is made. */
export type PrimaryCtaTarget =
  /** The creator's own link, outside Atelier (docs/product/entities.md: primary_cta_url). */
  | { kind: 'external'; href: string }
  /** The creator's services on Atelier: a plain anchor on the profile page itself. */
  | { kind: 'services'; href: string }
  /** The message composer with the creator, the way to hire someone who lists no service. */
  | { kind: 'message'; href: string };

type CtaProfile = Pick<PublicProfile, 'handle' | 'primaryCta' | 'primaryCtaUrl' | 'isSelf' | 'isBlocked'> & {
  services: readonly unknown[];
};

/**
 * Where the main action leads. A link the creator gave is kept (docs/product/screens-and-routes.md,
 * Public profile). 'Hire me' without one leads to their services on Atelier, or, when they list none, to
 * a message to them; the creator on their own page, or a viewer who blocked them, gets no message link.
 * The other actions without a link show nothing, as before.
 * `onProfilePage`: the services are on this page (an anchor), else on the profile's (a link to it).
 */
export function primaryCtaTarget(profile: CtaProfile, onProfilePage: boolean): PrimaryCtaTarget | null {
  if (!profile.primaryCta) return null;
  if (profile.primaryCtaUrl) return { kind: 'external', href: profile.primaryCtaUrl };
  if (profile.primaryCta !== 'hire') return null;
  if (profile.services.length > 0) {
    const anchor = `#${SERVICES_SECTION_ID}`;
    return {
      kind: 'services',
      href: onProfilePage ? anchor : `/${encodeURIComponent(profile.handle)}${anchor}`,
    };
  }
  if (profile.isSelf || profile.isBlocked) return null;
  return { kind: 'message', href: `/messages?to=${encodeURIComponent(profile.handle)}` };
}
