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
 * Banner, avatar, name, badges and counts of a profile page; `actions` are what a visitor can do
 * (follow, report), given by the page that composes them.
 */
export function ProfileHeader({ profile, actions }: { profile: PublicProfile; actions: ReactNode }) {
  const { t } = useTranslation();
  const name = profile.displayName ?? profile.handle;
  const vip = profile.roles.includes('vip');

  return (
    <header>
      <div className="aspect-[3/1] max-h-72 w-full overflow-hidden bg-gradient-to-r from-brand-100 via-brand-50 to-slate-100">
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
      <div className="mx-auto max-w-5xl px-4">
        <div className="-mt-14 flex flex-wrap items-end gap-5 sm:-mt-16">
          <div
            className={cn(
              'size-28 shrink-0 overflow-hidden rounded-full bg-slate-100 ring-4 sm:size-32',
              vip ? 'ring-amber-400' : 'ring-surface',
            )}
          >
            {profile.avatarUrl ? (
              <StoredImage
                src={profile.avatarUrl}
                alt={t('profile.avatarOf', { name })}
                sizes="128px"
                width={128}
                height={128}
                className="size-full object-cover"
              />
            ) : (
              <InitialsAvatar name={name} handle={profile.handle} className="size-full text-4xl" />
            )}
          </div>
          <div className="flex flex-1 flex-wrap items-center justify-end gap-2 pb-2">
            {profile.isSelf ? (
              <Link to="/settings" className={buttonClasses('outline')}>
                {t('profile.editProfile')}
              </Link>
            ) : (
              actions
            )}
          </div>
        </div>
        <div className="mt-4 flex flex-wrap items-center gap-3">
          <h1 className="text-3xl font-bold tracking-tight">{name}</h1>
          {profile.hireable && (
            <span className="inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2.5 py-0.5 text-xs font-semibold text-emerald-700">
              <BadgeCheck aria-hidden className="size-3.5" />
              {t('profile.hireable')}
            </span>
          )}
        </div>
        <p className="mt-1 text-slate-500">@{profile.handle}</p>
        <div className="mt-3">
          <RoleBadges roles={profile.roles} />
        </div>
        <p className="mt-3 text-sm text-slate-700">
          <strong>{profile.followerCount}</strong> {t('profile.followers', { count: profile.followerCount })}
          <span aria-hidden> · </span>
          <strong>{profile.followingCount}</strong>{' '}
          {t('profile.followingCount', { count: profile.followingCount })}
        </p>
        {profile.location && (
          <p className="mt-2 flex items-center gap-1 text-sm text-slate-600">
            <MapPin aria-hidden className="size-4" />
            {profile.location}
          </p>
        )}
      </div>
    </header>
  );
}
