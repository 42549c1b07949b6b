import { ExternalLink, Link2 } from 'lucide-react';
import { useTranslation } from '#web/i18n/react';
import type { PublicProfile } from '#shared/schemas/profiles';
import { PLATFORM_LABELS } from '#shared/social-links';
import { cn } from '#web/lib/cn';
import { videoEmbedUrl } from '#shared/video-embed';
import { TagLinks } from '#web/components/tag-links';

const EXTERNAL = { target: '_blank', rel: 'noopener noreferrer nofollow' } as const;

/**
 * Bio, skills, links and the intro video of a profile page: a side column beside the work on a
 * desktop, after it on a phone. The main action button is in the header, with the other actions.
 */
export function ProfileAbout({ profile, className }: { profile: PublicProfile; className?: string }) {
  const { t } = useTranslation();
  const { socialLinks, customLinks } = profile.links;
  const embed = profile.introUrl ? videoEmbedUrl(profile.introUrl) : null;
  const hasLinks = socialLinks.length > 0 || customLinks.length > 0;
  if (!profile.bio && profile.skills.length === 0 && !hasLinks && !profile.introUrl) return null;
  return (
    <aside aria-label={t('profile.about')} className={cn('flex flex-col gap-6', className)}>
      {profile.bio && <p className="whitespace-pre-line text-slate-700">{profile.bio}</p>}
      {profile.skills.length > 0 && (
        <section aria-labelledby="skills-heading">
          <h2 id="skills-heading" className="text-sm font-semibold text-slate-500 uppercase">
            {t('profile.skills')}
          </h2>
          <TagLinks
            tags={profile.skills}
            hrefOf={(skill) => `/people?skill=${encodeURIComponent(skill)}`}
            labelOf={(skill) => t('profile.skillLink', { skill })}
          />
        </section>
      )}
      {hasLinks && (
        <section aria-labelledby="links-heading">
          <h2 id="links-heading" className="text-sm font-semibold text-slate-500 uppercase">
            {t('profile.links')}
          </h2>
          <ul className="mt-2 flex flex-col gap-2 text-sm">
            {socialLinks.map((link) => (
              <li key={link.platform}>
                <a
                  href={link.url}
                  {...EXTERNAL}
                  className="inline-flex items-center gap-2 text-slate-700 hover:text-brand-700"
                >
                  <ExternalLink aria-hidden className="size-4" />
                  {PLATFORM_LABELS[link.platform]}
                </a>
              </li>
            ))}
            {customLinks.map((link, position) => (
              <li key={`${position}-${link.url}`}>
                <a
                  href={link.url}
                  {...EXTERNAL}
                  className="inline-flex items-center gap-2 text-slate-700 hover:text-brand-700"
                >
                  {link.logoUrl ? (
                    <img src={link.logoUrl} alt="" className="size-5 rounded object-cover" />
                  ) : (
                    <Link2 aria-hidden className="size-4" />
                  )}
                  {link.name}
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
      {embed ? (
        <div className="aspect-video overflow-hidden rounded-xl bg-slate-900">
          <iframe
            src={embed}
            title={t('profile.introVideo')}
            className="size-full"
            allow="accelerometer; encrypted-media; gyroscope; picture-in-picture; fullscreen"
            referrerPolicy="strict-origin-when-cross-origin"
            sandbox="allow-scripts allow-same-origin allow-presentation allow-popups"
            loading="lazy"
          />
        </div>
      ) : (
        profile.introUrl && (
          <a
            href={profile.introUrl}
            {...EXTERNAL}
            className="inline-flex items-center gap-1 text-brand-700 hover:underline"
          >
            {t('profile.introVideo')}
            <ExternalLink aria-hidden className="size-3.5" />
          </a>
        )
      )}
    </aside>
  );
}
