import { BadgeCheck } from 'lucide-react';
import { useTranslation } from '#web/i18n/react';
import { Link } from 'react-router';
import { CARD_SKILLS } from '#shared/constants';
import type { PersonCard as PersonCardData } from '#shared/schemas/search';
import { cn } from '#web/lib/cn';
import { RoleBadges } from '#web/components/role-badges';
import { StoredImage } from '#web/components/stored-image';
import { InitialsAvatar } from '#web/components/initials-avatar';
import { CARD_LINK } from '#web/components/cards/card-link';
import { Skeleton } from '#web/components/skeleton';

/** A profile in the People grid, the whole card a link to it: avatar, name, handle, availability, 3 skills, up to 3 role badges. */
export function PersonCard({ person }: { person: PersonCardData }) {
  const { t } = useTranslation();
  const name = person.displayName ?? person.handle;
  return (
    <article className="relative flex h-full flex-col items-center rounded-2xl border border-slate-200 bg-surface p-6 text-center shadow-sm transition-shadow hover:shadow-md">
      <div
        className={cn(
          'size-20 overflow-hidden rounded-full bg-slate-100 ring-4',
          person.roles.includes('vip') ? 'ring-amber-400' : 'ring-surface',
        )}
      >
        {person.avatarUrl ? (
          <StoredImage
            src={person.avatarUrl}
            alt=""
            sizes="80px"
            width={64}
            height={64}
            loading="lazy"
            decoding="async"
            className="size-full object-cover"
          />
        ) : (
          <InitialsAvatar name={name} handle={person.handle} className="size-full text-2xl" />
        )}
      </div>
      <h2 className="mt-3 font-semibold">
        <Link to={`/${person.handle}`} className={cn(CARD_LINK, 'hover:text-brand-700')}>
          {name}
        </Link>
      </h2>
      <p className="text-sm text-slate-500">@{person.handle}</p>
      {person.hireable && (
        <p className="mt-2 inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2.5 py-0.5 text-xs font-semibold text-emerald-700">
          <BadgeCheck aria-hidden className="size-3.5" />
          {t('profile.hireable')}
        </p>
      )}
      {person.skills.length > 0 && (
        <ul className="mt-3 flex flex-wrap justify-center gap-1.5" aria-label={t('profile.skills')}>
          {person.skills.slice(0, CARD_SKILLS).map((skill) => (
            <li key={skill} className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs text-brand-700">
              {skill}
            </li>
          ))}
        </ul>
      )}
      <div className="mt-3">
        <RoleBadges roles={person.roles} />
      </div>
    </article>
  );
}

/** A profile card on its way: the avatar, the name and the handle as grey shapes. */
export function PersonCardSkeleton() {
  return (
    <div className="flex h-full flex-col items-center gap-2 rounded-2xl border border-slate-200 bg-surface p-6">
      <Skeleton className="size-20 rounded-full" />
      <Skeleton className="mt-2 h-5 w-1/2" />
      <Skeleton className="h-4 w-1/3" />
    </div>
  );
}
