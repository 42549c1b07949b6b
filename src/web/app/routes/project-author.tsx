import { BadgeCheck } from 'lucide-react';
import { Link } from 'react-router';
import type { PublicProfile } from '#shared/schemas/profiles';
import { PROJECT_MORE_BY_COUNT } from '#shared/constants';
import { useTranslation } from '#web/i18n/react';
import { buttonClasses } from '#web/components/ui/button';
import { ProjectCard } from '#web/components/cards/project-card';
import { FollowButton } from '#web/features/follows/components/follow-button';
import { MemberAvatar } from '#web/components/member-avatar';
import { PrimaryCtaLink } from '#web/features/profiles/components/primary-cta-link';

/**
 * Who made the project, under it: their face and name, whether they take work, their main action
 * and Follow. Read from their public profile, which the page loads beside the project.
 */
export function AuthorCard({ profile }: { profile: PublicProfile }) {
  const { t } = useTranslation();
  const name = profile.displayName ?? profile.handle;
  return (
    <section
      aria-labelledby="author-heading"
      className="mt-12 flex flex-col gap-4 rounded-2xl border border-slate-200 bg-surface p-5 sm:flex-row sm:items-center"
    >
      <h2 id="author-heading" className="sr-only">
        {t('project.author.heading')}
      </h2>
      <Link to={`/${profile.handle}`} className="flex min-w-0 flex-1 items-center gap-4 hover:underline">
        <MemberAvatar
          url={profile.avatarUrl}
          name={name}
          handle={profile.handle}
          px={64}
          className="size-16 text-xl"
        />
        <span className="min-w-0">
          <span className="block truncate text-lg font-semibold">{name}</span>
          <span className="block truncate text-sm text-slate-500">@{profile.handle}</span>
        </span>
      </Link>
      <div className="flex flex-wrap items-center gap-2">
        {profile.hireable && (
          <span className="inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2.5 py-0.5 text-xs font-semibold text-emerald-700">
            <BadgeCheck aria-hidden className="size-3.5" />
            {t('profile.hireable')}
          </span>
        )}
        <PrimaryCtaLink profile={profile} onProfilePage={false} className={buttonClasses('outline')} />
        {profile.isSelf ? (
          <Link to={`/${profile.handle}`} className={buttonClasses('outline')}>
            {t('project.author.viewProfile')}
          </Link>
        ) : (
          <FollowButton profile={profile} />
        )}
      </div>
    </section>
  );
}

/** Up to six more of the author's published projects, newest first. */
export function MoreByAuthor({ profile, projectId }: { profile: PublicProfile; projectId: string }) {
  const { t } = useTranslation();
  const more = profile.projects.filter((project) => project.id !== projectId).slice(0, PROJECT_MORE_BY_COUNT);
  if (more.length === 0) return null;
  return (
    <section aria-labelledby="more-heading" className="mt-12">
      <h2 id="more-heading" className="text-xl font-semibold">
        {t('project.author.moreBy', { name: profile.displayName ?? profile.handle })}
      </h2>
      <ul className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {more.map((project) => (
          <li key={project.id}>
            <ProjectCard project={project} />
          </li>
        ))}
      </ul>
    </section>
  );
}
