import { ExternalLink } from 'lucide-react';
import { Link } from 'react-router';
import type { PublicProfile } from '#shared/schemas/profiles';
import { useTranslation } from '#web/i18n/react';
import { primaryCtaTarget } from '../primary-cta-target';

const EXTERNAL = { target: '_blank', rel: 'noopener noreferrer nofollow' } as const;

/**
 * A profile's main action ('Hire me', 'Contact', ...) as a link: the creator's own address, their
 * services on Atelier or a message to them (see primaryCtaTarget). Nothing when it leads nowhere.
 */
export function PrimaryCtaLink({
  profile,
  onProfilePage,
  className,
}: {
  profile: PublicProfile;
  onProfilePage: boolean;
  className: string;
}) {
  const { t } = useTranslation();
  const target = primaryCtaTarget(profile, onProfilePage);
  if (!target || !profile.primaryCta) return null;
  const label = t(`profile.cta.${profile.primaryCta}`);
  if (target.kind === 'external') {
    return (
      <a href={target.href} {...EXTERNAL} className={className}>
        {label}
        <ExternalLink aria-hidden className="size-4" />
      </a>
    );
  }
  // A plain anchor scrolls to the section on this page, before the app is live too.
  if (target.href.startsWith('#')) {
    return (
      <a href={target.href} className={className}>
        {label}
      </a>
    );
  }
  return (
    <Link to={target.href} className={className}>
      {label}
    </Link>
  );
}
