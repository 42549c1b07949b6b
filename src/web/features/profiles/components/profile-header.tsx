import { BadgeCheck, MapPin } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '#web/i18n/react';
import { Link } from 'react-router';
import type { PublicProfile } from '#shared/schemas/profiles';
import { buttonClasses } from '#web/components/ui/button';
import { cn } from '#web/lib/cn';
import { RoleBadges } from '#web/components/role-badges';
import { StoredImage } from '#web/components/stored-image';
import { InitialsAvatar } from '#web/components/initials-avatar';

/**
 * Banner, avatar, name, headline, badges and counts of a profile page, kept short so that the work
 * below starts within a desktop's first screen; `actions` are what a visitor can do (hire or follow
 * first, message, then the rest behind a menu), given by the page that composes them.
 */
export function ProfileHeader({ profile, actions }: { profile: PublicProfile; actions: ReactNode }) {
  const { t } = useTranslation();
  const name = profile.displayName ?? profile.handle;
  const vip = profile.roles.includes('vip');

  return (
    <header>
      {/* A strip, not a poster: 3:1 banners are cropped to their middle band. */}
      <div className="h-28 w-full overflow-hidden bg-gradient-to-r from-brand-100 via-brand-50 to-slate-100 sm:h-36 lg:h-44">
        {profile.bannerUrl && (
          <StoredImage
            src={profile.bannerUrl}
            alt=""
            sizes="100vw"
            width={1500}
            height={500}
            fetchPriority="high"
            className="size-full object-cover"
          />
        )}
      </div>
      <div className="mx-auto max-w-6xl px-4">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-end">
          <div
            className={cn(
              '-mt-12 size-24 shrink-0 overflow-hidden rounded-full bg-slate-100 ring-4 sm:-mt-14 sm:size-28',
              vip ? 'ring-amber-400' : 'ring-surface',
            )}
          >
            {profile.avatarUrl ? (
              <StoredImage
                src={profile.avatarUrl}
                alt={t('profile.avatarOf', { name })}
                sizes="112px"
                width={112}
                height={112}
                className="size-full object-cover"
              />
            ) : (
              <InitialsAvatar name={name} handle={profile.handle} className="size-full text-3xl" />
            )}
          </div>
          <div className="min-w-0 flex-1">
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{name}</h1>
              {profile.hireable && (
                <span className="inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2.5 py-0.5 text-xs font-semibold text-emerald-700">
                  <BadgeCheck aria-hidden className="size-3.5" />
                  {t('profile.hireable')}
                </span>
              )}
            </div>
            <p className="text-slate-500">@{profile.handle}</p>
          </div>
          <div className="flex flex-wrap items-center gap-2 sm:justify-end sm:pb-1">
            {profile.isSelf ? (
              <Link to="/settings" className={buttonClasses('outline')}>
                {t('profile.editProfile')}
              </Link>
            ) : (
              actions
            )}
          </div>
        </div>
        {profile.headline && <p className="mt-3 max-w-3xl text-lg text-slate-800">{profile.headline}</p>}
        <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-slate-700">
          <RoleBadges roles={profile.roles} />
          <p>
            <strong>{profile.followerCount}</strong>{' '}
            {t('profile.followers', { count: profile.followerCount })}
            <span aria-hidden> · </span>
            <strong>{profile.followingCount}</strong>{' '}
            {t('profile.followingCount', { count: profile.followingCount })}
          </p>
          {profile.location && (
            <p className="flex items-center gap-1 text-slate-600">
              <MapPin aria-hidden className="size-4" />
              {profile.location}
            </p>
          )}
        </div>
      </div>
    </header>
  );
}
